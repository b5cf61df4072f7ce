// The part of @lhncbc/ucum-lhc's API this package uses (the library ships no types).
declare module '@lhncbc/ucum-lhc' {
  interface ValidationResult {
    status: 'valid' | 'invalid' | 'error';
    ucumCode: string | null;
    msg: string[];
  }
  interface ConversionResult {
    status: 'succeeded' | 'failed' | 'error';
    toVal: number | null;
    msg: string[];
  }
  interface UcumLhcUtils {
    validateUnitString(unit: string, suggest?: boolean): ValidationResult;
    convertUnitTo(fromUnit: string, fromVal: number, toUnit: string): ConversionResult;
  }
  const ucum: { UcumLhcUtils: { getInstance(): UcumLhcUtils } };
  export default ucum;
}
