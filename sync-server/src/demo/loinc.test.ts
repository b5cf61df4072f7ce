// The demo catalogue's standard codes: the parameters carry real LOINC codes (check digit valid)
// with German and English display names, the sample types their HL7 table 0487 code and SNOMED CT
// concept, and each demo test the LOINC codes of its parameters for the sample it takes.
import { describe, expect, it } from 'vitest';
import { checkHl7Specimen, checkLoinc, checkSctid } from '@poct/schemas';
import { generateDemoData } from './generate.ts';
import { ANALYTE_LOINC, loincFor, SAMPLE_SYSTEMS } from './loinc.ts';
import { generateMasterData } from './masterdata.ts';

const masterdata = generateMasterData(20251);
const byId = new Map(masterdata.map((item) => [item.id, item]));

describe('demo LOINC codes', () => {
  it('are all well formed with a valid check digit', () => {
    const codes = Object.values(ANALYTE_LOINC).flatMap((codes) => Object.values(codes));
    expect(codes.length).toBeGreaterThan(40);
    for (const code of codes) expect(checkLoinc(code), code).toBe(true);
  });

  it('name the analytes the reference lists by their real codes', () => {
    expect(byId.get('param-crp')).toMatchObject({
      loinc: '1988-5',
      loinc_display: {
        de: 'C-reaktives Protein in Serum oder Plasma',
        en: 'C-reactive protein in Serum or Plasma',
      },
    });
    expect(byId.get('param-hba1c')?.loinc).toBe('4548-4');
    expect(byId.get('param-nt-probnp')?.loinc).toBe('33762-6');
    expect(byId.get('param-d-dimer')?.loinc).toBe('48065-7');
    expect(byId.get('param-pt-inr')?.loinc).toBe('6301-6');
    expect(byId.get('param-lactate')?.loinc).toBe('2524-7');
    expect(byId.get('param-ph')?.loinc).toBe('11558-4');
  });

  it('give a test its parameters’ codes for its sample, serum/plasma codes serving plasma', () => {
    expect(loincFor('param-glucose', 'sample-capillary-wb')).toBe('2339-0');
    expect(loincFor('param-glucose', 'sample-serum')).toBe('2345-7');
    expect(loincFor('param-crp', 'sample-plasma')).toBe('1988-5');
    expect(loincFor('param-crp', 'sample-capillary-wb')).toBeUndefined();
    expect(loincFor('param-sars-cov-2', 'sample-np-swab')).toBeUndefined();
  });
});

describe('demo sample type codes', () => {
  it('carry valid HL7 0487 codes and SNOMED CT ids, capillary blood as BLDC', () => {
    const samples = masterdata.filter((item) => item.type === 'sample_type');
    for (const sample of samples) {
      if (sample.hl7_specimen) expect(checkHl7Specimen(sample.hl7_specimen)).toBe(true);
      if (sample.snomed) expect(checkSctid(sample.snomed)).toBe(true);
    }
    expect(byId.get('sample-capillary-wb')).toMatchObject({ hl7_specimen: 'BLDC', snomed: '122554006' });
    expect(byId.get('sample-serum')).toMatchObject({ hl7_specimen: 'SER' });
    expect(byId.get('sample-urine')).toMatchObject({ hl7_specimen: 'UR' });
  });
});

describe('demo tests', () => {
  it('carry exactly the codes of their parameters for their sample type', () => {
    const { products } = generateDemoData({ seed: 20251, productCount: 400 });
    let coded = 0;
    for (const product of products) {
      for (const sub of product.sub_products) {
        const expected = [
          ...new Set(sub.parameter_ids.flatMap((id) => loincFor(id, sub.sample_type_id) ?? [])),
        ];
        expect(sub.loinc_codes ?? []).toEqual(expected);
        if (expected.length > 0) coded++;
        if (!SAMPLE_SYSTEMS[sub.sample_type_id]) expect(sub.loinc_codes).toBeUndefined();
      }
    }
    expect(coded).toBeGreaterThan(100);
  });
});
