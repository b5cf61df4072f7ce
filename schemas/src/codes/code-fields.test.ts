// Code fields on a write: validateDocument (the server's check of every push and REST write, and
// the forms') refuses a malformed code with its own message in both languages at its own path,
// takes well-formed ones, and still takes documents that carry none.
import { describe, expect, it } from 'vitest';
import { SAMPLE_VOLUME_UNIT, TIME_TO_RESULT_UNIT } from '../constants.ts';
import { message, type MessageKey } from '../errors.ts';
import { validDocuments, validMasterData } from '../test-fixtures.ts';
import { validateDocument } from '../validate.ts';
import { checkUcum } from './ucum.ts';

function errorsOf(result: ReturnType<typeof validateDocument>) {
  return result.ok ? [] : result.errors.map(({ path, key }) => ({ path, key }));
}

const product = () => validDocuments().product;

describe('product codes', () => {
  it('takes a product without any of the new fields (documents stored before them)', () => {
    expect(validateDocument('product', product())).toEqual({ ok: true });
  });

  it('takes well-formed codes, regulatory identity and sources', () => {
    const doc = product();
    doc.sub_products[0]!.loinc_codes = ['1988-5'];
    doc.sub_products[0]!.vendor_code = 'CRP-01';
    Object.assign(doc, {
      external_id: 'ext-1',
      data_as_of: '2025-07-01',
      regulatory: {
        ivdr_class: 'C',
        self_testing: false,
        basic_udi_di: '4006381333931',
        udi_di: ['04006381333931'],
        srn: 'DE-MF-000012345',
        ce_status: 'ivdr',
        availability: { de: true, at: true, ch: false },
      },
      sources: [
        { kind: 'instructions', reference: 'Gebrauchsanweisung Rev. 4', as_of: '2025-06-01' },
        { kind: 'website', reference: 'https://example.com/device', as_of: '2025-07-01' },
      ],
    });
    expect(validateDocument('product', doc)).toEqual({ ok: true });
  });

  it('refuses a bad LOINC, UDI-DI, Basic UDI-DI and SRN, each at its path', () => {
    const doc = product();
    doc.sub_products[0]!.loinc_codes = ['1988-5', '1988-4'];
    Object.assign(doc, {
      regulatory: { basic_udi_di: '4006381333932', udi_di: ['4006381333931', '123'], srn: 'DE-12345' },
    });
    expect(errorsOf(validateDocument('product', doc))).toEqual([
      { path: '/sub_products/0/loinc_codes/1', key: 'validation.loinc' },
      { path: '/regulatory/basic_udi_di', key: 'validation.gtin' },
      { path: '/regulatory/udi_di/1', key: 'validation.gtin' },
      { path: '/regulatory/srn', key: 'validation.srn' },
    ]);
  });

  it('refuses an unknown IVDR class and a source address outside the policy', () => {
    const doc = { ...product(), regulatory: { ivdr_class: 'E' } };
    expect(errorsOf(validateDocument('product', doc))).toEqual([
      { path: '/regulatory/ivdr_class', key: 'validation.select' },
    ]);
    const sourced = {
      ...product(),
      sources: [{ kind: 'website', reference: 'javascript:alert(1)', as_of: '2025-07-01' }],
    };
    expect(errorsOf(validateDocument('product', sourced))).toEqual([
      { path: '/sources/0/reference', key: 'validation.url' },
    ]);
  });
});

describe('master data codes', () => {
  it('takes the codes of each type', () => {
    const { parameter, sample_type, method, diagnostic_area } = validMasterData();
    expect(
      validateDocument('masterdata', {
        ...parameter,
        loinc: '1988-5',
        loinc_display: { de: 'CRP [Masse/Vol.] in Serum/Plasma', en: 'CRP [Mass/volume] in Serum or Plasma' },
      }),
    ).toEqual({ ok: true });
    expect(
      validateDocument('masterdata', { ...sample_type, hl7_specimen: 'BLDC', snomed: '122554006' }),
    ).toEqual({
      ok: true,
    });
    expect(validateDocument('masterdata', { ...method, emdn: 'W0105' })).toEqual({ ok: true });
    expect(validateDocument('masterdata', { ...diagnostic_area, emdn: 'W01' })).toEqual({ ok: true });
  });

  it.each([
    ['parameter', { loinc: '1988-4' }, '/loinc', 'validation.loinc'],
    ['sample_type', { hl7_specimen: 'BLOOD' }, '/hl7_specimen', 'validation.hl7_specimen'],
    ['sample_type', { snomed: '119297001' }, '/snomed', 'validation.sctid'],
    ['method', { emdn: 'W010' }, '/emdn', 'validation.emdn'],
    ['diagnostic_area', { emdn: 'x' }, '/emdn', 'validation.emdn'],
  ] as const)('refuses a bad code on a %s', (type, fields, path, key) => {
    expect(errorsOf(validateDocument('masterdata', { ...validMasterData()[type], ...fields }))).toEqual([
      { path, key },
    ]);
  });

  it('refuses a code on a type that has none', () => {
    const errors = errorsOf(validateDocument('masterdata', { ...validMasterData().detail, loinc: '1988-5' }));
    expect(errors.map((error) => error.path)).toEqual(['/loinc']);
  });
});

describe('messages and units', () => {
  it.each([
    'validation.loinc',
    'validation.gtin',
    'validation.sctid',
    'validation.emdn',
    'validation.hl7_specimen',
    'validation.srn',
    'validation.ucum',
  ] as const)('%s has a German and an English text', (key: MessageKey) => {
    expect(message(key, 'de')).not.toBe(message(key, 'en'));
    expect(message(key, 'de')).toMatch(/Bitte/);
    expect(message(key, 'en')).toMatch(/Please/);
  });

  it('stores sample volume and time in UCUM units', () => {
    expect(checkUcum(SAMPLE_VOLUME_UNIT)).toBe(true);
    expect(checkUcum(TIME_TO_RESULT_UNIT)).toBe(true);
  });
});
