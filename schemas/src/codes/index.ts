export * from './codes.ts';
export * from './code-fields.ts';
export { HL7_SPECIMEN_CODES } from './hl7-specimen-codes.ts';
export * from './ucum.ts';
