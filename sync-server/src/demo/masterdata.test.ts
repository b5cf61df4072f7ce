import { describe, expect, it } from 'vitest';
import { generateMasterData } from './masterdata.ts';

const masterdata = generateMasterData(20251);

function ofType(type: string) {
  return masterdata.filter((item) => item.type === type);
}

describe('demo master data', () => {
  it('has every type, each item named in German and English', () => {
    for (const type of [
      'parameter',
      'method',
      'detail',
      'diagnostic_area',
      'connectivity',
      'transmission',
      'sample_type',
      'tree_item',
      'synonym',
    ]) {
      expect(ofType(type).length).toBeGreaterThan(0);
    }
    for (const item of masterdata) {
      expect(item.name.de.trim()).not.toBe('');
      expect(item.name.en.trim()).not.toBe('');
    }
  });

  it('names the parameters, protocols and sample types of the reference', () => {
    const codes = new Set(masterdata.map((item) => item.code));
    for (const code of [
      'CRP',
      'PCT',
      'HbA1c',
      'hs-cTnT',
      'NT-proBNP',
      'D-Dimer',
      'PT/INR',
      'pCO2',
      'K+',
      'hCG',
    ]) {
      expect(codes).toContain(code);
    }
    for (const code of ['POCT1-A', 'HL7', 'ASTM', 'GDT', 'LDT', 'FHIR', 'LAN', 'Wi-Fi', 'USB', 'RS-232']) {
      expect(codes).toContain(code);
    }
    expect(ofType('sample_type').map((item) => item.name.en)).toEqual(
      expect.arrayContaining([
        'Arterial whole blood',
        'Capillary whole blood',
        'Nasopharyngeal swab',
        'Urine',
      ]),
    );
    expect(ofType('transmission').map((item) => item.name.de)).toContain('Bidirektional');
  });

  it('builds tree items that are standalone, parent or child, never both', () => {
    const byId = new Map(masterdata.map((item) => [item.id, item]));
    const trees = ofType('tree_item');
    const children = trees.filter((item) => item.parent_id);
    expect(children.length).toBeGreaterThan(1);
    for (const child of children) {
      const parent = byId.get(child.parent_id ?? '');
      expect(parent?.type).toBe('tree_item');
      expect(parent?.parent_id).toBeUndefined();
    }
    expect(
      trees.some((item) => !item.parent_id && !children.some((child) => child.parent_id === item.id)),
    ).toBe(true);
  });

  it('lists synonyms as a term with its alternatives', () => {
    const bga = ofType('synonym').find((item) => item.term === 'Blutgasanalyse');
    expect(bga?.synonyms).toEqual(expect.arrayContaining(['BGA', 'blood gas']));
    const coagulation = ofType('synonym').find((item) => item.term === 'Gerinnung');
    expect(coagulation?.synonyms).toEqual(expect.arrayContaining(['coagulation', 'INR']));
  });

  it('keeps the vocabulary fixed and only moves timestamps with the seed', () => {
    const other = generateMasterData(1);
    expect(other.map(({ id, name }) => ({ id, name }))).toEqual(
      masterdata.map(({ id, name }) => ({ id, name })),
    );
    expect(other.map((item) => item.created_at)).not.toEqual(masterdata.map((item) => item.created_at));
  });
});
