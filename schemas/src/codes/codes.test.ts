// The code validators: known real codes pass, and for any payload the computed check digit
// passes while every other digit in its place fails (property tests with fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, luhnCheckDigit, verhoeffCheckDigit } from './check-digits.ts';
import {
  checkBasicUdiDi,
  checkEmdn,
  checkGtin,
  checkHl7Specimen,
  checkLoinc,
  checkSctid,
  checkSrn,
} from './codes.ts';
import { checkUcum, sameUcumUnit, ucumUnit } from './ucum.ts';

const otherDigit = (digit: number) => fc.integer({ min: 1, max: 9 }).map((shift) => (digit + shift) % 10);

describe('LOINC', () => {
  it.each(['1988-5', '4548-4', '2345-7', '33762-6', '48065-7', '10839-9', '6301-6'])('accepts %s', (code) => {
    expect(checkLoinc(code)).toBe(true);
  });

  it.each(['1988-4', '1988', '1988-55', '01988-5', 'CRP', '', ' 1988-5', '1988–5'])('refuses %j', (code) => {
    expect(checkLoinc(code)).toBe(false);
  });

  it('accepts the mod 10 check digit of any number and refuses every other digit', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 9_999_999 })
          .chain((n) => fc.tuple(fc.constant(n), otherDigit(luhnCheckDigit(String(n))))),
        ([n, wrong]) => {
          expect(checkLoinc(`${n}-${luhnCheckDigit(String(n))}`)).toBe(true);
          expect(checkLoinc(`${n}-${wrong}`)).toBe(false);
        },
      ),
    );
  });
});

describe('GTIN (UDI-DI)', () => {
  it('accepts a GTIN-13 and its GTIN-14 form, refuses a wrong check digit', () => {
    expect(checkGtin('4006381333931')).toBe(true);
    expect(checkGtin('04006381333931')).toBe(true);
    expect(checkGtin('4006381333932')).toBe(false);
    expect(checkGtin('400638133393')).toBe(false);
    expect(checkGtin('40063813339311')).toBe(false);
  });

  it('accepts the GS1 check digit of any payload and refuses every other digit', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(7, 11, 12, 13)
          .chain((length) =>
            fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length }),
          ),
        (payload) => {
          const digit = gs1CheckDigit(payload);
          expect(checkGtin(`${payload}${digit}`)).toBe(true);
          for (let wrong = 0; wrong < 10; wrong++)
            if (wrong !== digit) expect(checkGtin(`${payload}${wrong}`)).toBe(false);
        },
      ),
    );
  });

  it('checks a Basic UDI-DI that is a GS1 number, and takes any other issuer’s form', () => {
    expect(checkBasicUdiDi('4006381333931')).toBe(true);
    expect(checkBasicUdiDi('4006381333932')).toBe(false);
    expect(checkBasicUdiDi('B-123ABCDEFG7K')).toBe(true);
    expect(checkBasicUdiDi('no spaces')).toBe(false);
  });
});

describe('SNOMED CT identifiers', () => {
  it.each(['119297000', '119364003', '119361006', '122575003', '122554006'])('accepts %s', (code) => {
    expect(checkSctid(code)).toBe(true);
  });

  it.each(['119297001', '11929700', '012345000', '119297030', 'abc'])('refuses %j', (code) => {
    expect(checkSctid(code)).toBe(false);
  });

  it('accepts Verhoeff’s check digit of any concept id and refuses every other digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999_999_999_999 }), (item) => {
        const payload = `${item}${'00'}`;
        const digit = verhoeffCheckDigit(payload);
        expect(checkSctid(`${payload}${digit}`)).toBe(true);
        for (let wrong = 0; wrong < 10; wrong++)
          if (wrong !== digit) expect(checkSctid(`${payload}${wrong}`)).toBe(false);
      }),
    );
  });

  it('refuses any one digit changed (Verhoeff catches every single-digit error)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 999_999_999 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (item, at, shift) => {
          const valid = `${item}00${verhoeffCheckDigit(`${item}00`)}`;
          const index = at % valid.length;
          const changed = `${valid.slice(0, index)}${(Number(valid[index]) + shift) % 10}${valid.slice(index + 1)}`;
          expect(checkSctid(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('EMDN, HL7 table 0487, SRN', () => {
  it('takes EMDN codes by level', () => {
    for (const code of ['W01', 'W0105', 'W01020101']) expect(checkEmdn(code)).toBe(true);
    for (const code of ['W', 'W010', 'w0105', 'W01-05', '0105']) expect(checkEmdn(code)).toBe(false);
  });

  it('takes the sample type codes of the table, case as written', () => {
    for (const code of ['BLD', 'BLDC', 'BLDV', 'BLDA', 'SER', 'PLAS', 'UR', 'SAL'])
      expect(checkHl7Specimen(code)).toBe(true);
    for (const code of ['ser', 'BLOOD', '', 'XYZ']) expect(checkHl7Specimen(code)).toBe(false);
  });

  it('takes an SRN of country, role and nine digits', () => {
    expect(checkSrn('DE-MF-000012345')).toBe(true);
    expect(checkSrn('CH-AR-000000001')).toBe(true);
    for (const code of ['DE-MF-12345', 'de-mf-000012345', 'DE-XX-000012345', 'DEMF000012345'])
      expect(checkSrn(code)).toBe(false);
  });
});

describe('UCUM units as people type them', () => {
  it('takes µl, µL, uL, min and mL, and gives their UCUM code', () => {
    expect(ucumUnit('µl')).toBe('ul');
    expect(ucumUnit('µL')).toBe('uL');
    expect(ucumUnit(' uL ')).toBe('uL');
    for (const unit of ['min', 'mL', 'h', 's', 'mg/dL', 'mmol/L']) expect(checkUcum(unit)).toBe(true);
  });

  it('refuses what is no unit', () => {
    for (const unit of ['', 'foo', 'minutes', 'µ l']) expect(checkUcum(unit)).toBe(false);
  });

  it('knows µl and uL for the same unit, and min and s for different ones', () => {
    expect(sameUcumUnit('µl', 'uL')).toBe(true);
    expect(sameUcumUnit('min', 'min')).toBe(true);
    expect(sameUcumUnit('min', 's')).toBe(false);
    expect(sameUcumUnit('foo', 'foo')).toBe(false);
  });
});
