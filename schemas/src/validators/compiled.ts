// The validators compiled at run time, on first use (the server; Node allows it). The browser
// bundle replaces this module with the same validators compiled ahead of time (standalone.ts,
// through vite.config.ts), so the page needs no `new Function` and its CSP no 'unsafe-eval'.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { AJV_FORMATS, AJV_OPTIONS, allServerSchemas } from './server-schemas.ts';

let ajv: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

/** The validator of `key` (server-schemas.ts `validatorKey`), or undefined for an unknown key. */
export function validatorFor(key: string): ValidateFunction | undefined {
  let validator = validators.get(key);
  if (!validator) {
    const entry = allServerSchemas().find((candidate) => candidate.key === key);
    if (!entry) return undefined;
    if (!ajv) {
      ajv = new Ajv(AJV_OPTIONS);
      addFormats.default(ajv, [...AJV_FORMATS]);
    }
    validator = ajv.compile(entry.schema);
    validators.set(key, validator);
  }
  return validator;
}
