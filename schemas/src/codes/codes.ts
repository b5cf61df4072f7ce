// Validators of the standard codes the catalogue carries: LOINC (tests and parameters), GS1
// GTIN (UDI-DI), SNOMED CT identifiers and HL7 v2 table 0487 codes (sample types), EMDN (methods,
// diagnostic areas) and the manufacturer's SRN. Each answers whether a text is a well-formed code;
// none looks a code up in its terminology (that needs the licensed tables).
import { gs1CheckDigit, luhnCheckDigit, verhoeffCheckDigit } from './check-digits.ts';
import { HL7_SPECIMEN_CODES } from './hl7-specimen-codes.ts';

/** A LOINC code: the number (up to 7 digits, no leading zero), a hyphen and its mod 10 check digit, e.g. `1988-5`. */
export function checkLoinc(code: string): boolean {
  const match = /^([1-9]\d{0,6})-(\d)$/.exec(code);
  return match !== null && luhnCheckDigit(match[1]!) === Number(match[2]);
}

/** A GS1 GTIN (8, 12, 13 or 14 digits) with its check digit: the UDI-DI of a GS1 device. */
export function checkGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/**
 * A Basic UDI-DI: 1–60 characters of digits, capital letters and the GS1 symbols; one that is all
 * digits at a GTIN's length is a GS1 DI and must carry a GTIN's check digit.
 */
export function checkBasicUdiDi(code: string): boolean {
  if (!/^[0-9A-Z*+\-./_]{1,60}$/.test(code)) return false;
  return /^(\d{8}|\d{12,14})$/.test(code) ? checkGtin(code) : true;
}

/** SNOMED CT partitions a concept, description or relationship id may carry (short and long form). */
const SCTID_PARTITIONS = new Set(['00', '01', '02', '10', '11', '12']);

/** A SNOMED CT identifier: 6–18 digits, no leading zero, a known partition and Verhoeff's check digit. */
export function checkSctid(code: string): boolean {
  if (!/^[1-9]\d{5,17}$/.test(code)) return false;
  if (!SCTID_PARTITIONS.has(code.slice(-3, -1))) return false;
  return verhoeffCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** An EMDN code: the category letter and its levels of two digits each, e.g. `W0105` or `W01020101`. */
export function checkEmdn(code: string): boolean {
  return /^[A-Z](\d{2}){1,7}$/.test(code);
}

/** A code of HL7 v2 table 0487 (specimen type), e.g. `SER`, `PLAS`, `BLDC`. */
export function checkHl7Specimen(code: string): boolean {
  return HL7_SPECIMEN_CODES.has(code);
}

/** A Single Registration Number (EUDAMED): country, actor role and nine digits, e.g. `DE-MF-000012345`. */
export function checkSrn(code: string): boolean {
  return /^[A-Z]{2}-(MF|AR|IM|PR)-\d{9}$/.test(code);
}
