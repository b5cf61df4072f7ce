// Units as people type them (`µl`, `µL`, `min`), checked as UCUM with the reference library of
// the US National Library of Medicine. The sample volume and the time to result are stored as
// numbers in fixed units (SAMPLE_VOLUME_UNIT, TIME_TO_RESULT_UNIT in constants.ts); an importer
// that reads a column with its unit asks `ucumUnit` whether the unit is one and which.
import ucum from '@lhncbc/ucum-lhc';

let utils: ReturnType<typeof ucum.UcumLhcUtils.getInstance> | undefined;

/** The micro sign and the Greek mu, which people type, are UCUM's `u`. */
const MICRO = /[µμ]/g;

/** The UCUM code of `input` (after the micro sign), or undefined when it is no UCUM unit. */
export function ucumUnit(input: string): string | undefined {
  const code = input.trim().replace(MICRO, 'u');
  if (code === '') return undefined;
  utils ??= ucum.UcumLhcUtils.getInstance();
  const result = utils.validateUnitString(code, true);
  return result.status === 'valid' ? (result.ucumCode ?? code) : undefined;
}

/** Whether `input` is a UCUM unit as people type it. */
export function checkUcum(input: string): boolean {
  return ucumUnit(input) !== undefined;
}

/** Whether two units as typed are the same UCUM unit (`µl` and `uL`: UCUM's litre is `l` or `L`). */
export function sameUcumUnit(a: string, b: string): boolean {
  const [left, right] = [ucumUnit(a), ucumUnit(b)];
  if (left === undefined || right === undefined) return false;
  utils ??= ucum.UcumLhcUtils.getInstance();
  const converted = utils.convertUnitTo(left, 1, right);
  return converted.status === 'succeeded' && Math.abs(Number(converted.toVal) - 1) < 1e-12;
}
