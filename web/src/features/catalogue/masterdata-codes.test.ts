// Staff find master data by code: the lists of parameters, sample types, methods and diagnostic
// areas show their standard codes as columns, and the list's search finds an item by its code.
import { describe, expect, it } from 'vitest';
import type { MasterData } from '@poct/schemas';
import { validMasterData } from '../../../../schemas/src/test-fixtures.ts';
import { defaultListQuery, listPage } from '../../workspace/forms/list-model.ts';
import { MASTER_DATA_SCREENS, masterDataColumns } from './masterdata-types.ts';

const screenOf = (type: MasterData['type']) => MASTER_DATA_SCREENS.find((screen) => screen.type === type)!;

function search(type: MasterData['type'], rows: MasterData[], text: string): string[] {
  const columns = masterDataColumns(screenOf(type), (label) => label.id ?? '');
  return listPage(rows, columns, { ...defaultListQuery(columns), search: text }, 'de').rows.map(
    (row) => row.id,
  );
}

describe('master data found by code', () => {
  const { parameter, sample_type, method } = validMasterData();
  const crp = { ...parameter, loinc: '1988-5' };
  const hba1c = { ...parameter, id: 'param-hba1c', name: { de: 'HbA1c', en: 'HbA1c' }, loinc: '4548-4' };

  it('finds a parameter by its LOINC code', () => {
    expect(search('parameter', [crp, hba1c], '1988-5')).toEqual(['param-crp']);
    expect(search('parameter', [crp, hba1c], '4548')).toEqual(['param-hba1c']);
  });

  it('finds a sample type by its HL7 code or SNOMED CT id, a method by its EMDN code', () => {
    const capillary = { ...sample_type, hl7_specimen: 'BLDC', snomed: '122554006' };
    const serum = {
      ...sample_type,
      id: 'sample-serum',
      name: { de: 'Serum', en: 'Serum' },
      hl7_specimen: 'SER',
    };
    expect(search('sample_type', [capillary, serum], 'bldc')).toEqual(['sample-whole-blood']);
    expect(search('sample_type', [capillary, serum], '122554006')).toEqual(['sample-whole-blood']);
    expect(search('method', [{ ...method, emdn: 'W0105' }], 'W0105')).toEqual([method.id]);
  });
});
