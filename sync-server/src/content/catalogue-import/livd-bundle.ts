// The catalogue as a FHIR R4 Bundle in the HL7 LIVD profile, written entry by entry: a catalog
// Composition, per product a DeviceDefinition, per test an ObservationDefinition pointing at its
// device and a ConceptMap (one per product) from the tests to their LOINC codes with the sample
// type as the `specimen` the mapping depends on, and a closing ValueSet of the LOINC codes used.
// What LIVD has no element for (whether a product is listed) is an extension of our own.
import { createHash } from 'node:crypto';
import type { CouchDoc } from '../../platform/store/couch-client.ts';
import type { MasterLookup } from './master-lookup.ts';

const LIVD = 'http://hl7.org/fhir/uv/livd/StructureDefinition';
export const LIVD_PROFILES = {
  bundle: `${LIVD}/bundle-uv-livd`,
  catalog: `${LIVD}/catalog-uv-livd`,
  device: `${LIVD}/devicedefinition-uv-livd`,
  observation: `${LIVD}/observationdefinition-uv-livd`,
  conceptMap: `${LIVD}/conceptmap-testcode-uv-livd`,
} as const;
export const LIVD_DEVICE_EXTENSION = `${LIVD}/ext-livd-devicedefinition`;
export const LOINC_SYSTEM = 'http://loinc.org';
/** Our own identifiers and extension, as URNs (no web address of ours is promised for them). */
export const PRODUCT_ID_SYSTEM = 'urn:poct-atlas:product';
export const TEST_ID_SYSTEM = 'urn:poct-atlas:test';
export const VENDOR_CODE_SYSTEM = 'urn:poct-atlas:vendor-analyte-code';
export const VISIBLE_EXTENSION = 'urn:poct-atlas:fhir:listed';

/** A FHIR id (`[A-Za-z0-9-.]{1,64}`): the document id where it is one, else a digest of it. */
export function fhirId(id: string): string {
  return /^[A-Za-z0-9\-.]{1,64}$/.test(id) ? id : createHash('sha256').update(id).digest('hex').slice(0, 40);
}

const json = (entry: unknown) => JSON.stringify(entry);

export function livdBundleWriter(lookup: MasterLookup, now: string) {
  const loincCodes = new Set<string>();
  let first = true;
  const entry = (resource: Record<string, unknown>) => {
    const text = `${first ? '' : ','}\n${json({ fullUrl: `urn:uuid:${uuidOf(String(resource.resourceType), String(resource.id))}`, resource })}`;
    first = false;
    return text;
  };
  return {
    start(): string {
      const head = json({
        resourceType: 'Bundle',
        id: 'poct-atlas-catalogue',
        meta: { profile: [LIVD_PROFILES.bundle] },
        identifier: { system: 'urn:poct-atlas:livd', value: 'catalogue' },
        type: 'collection',
      }).slice(0, -1);
      return `${head},"entry":[${entry({
        resourceType: 'Composition',
        id: 'catalog',
        meta: { profile: [LIVD_PROFILES.catalog] },
        identifier: { system: 'urn:poct-atlas:livd', value: 'catalogue' },
        status: 'final',
        type: { coding: [{ system: LOINC_SYSTEM, code: '90370-8', display: 'LIVD mapping data set' }] },
        date: now,
        author: [{ display: 'POCT Atlas' }],
        title: 'POCT Atlas catalogue',
      })}`;
    },
    product(product: CouchDoc): string[] {
      const deviceId = fhirId(product._id);
      const tests = (product.sub_products as Record<string, unknown>[] | undefined) ?? [];
      const out = [
        entry({
          resourceType: 'DeviceDefinition',
          id: deviceId,
          meta: { profile: [LIVD_PROFILES.device] },
          extension: [{ url: VISIBLE_EXTENSION, valueBoolean: product.visible !== false }],
          ...(typeof product.external_id === 'string'
            ? { identifier: [{ system: PRODUCT_ID_SYSTEM, value: product.external_id }] }
            : {}),
          manufacturerString: product.manufacturer,
          deviceName: [{ name: product.name, type: 'model-name' }],
        }),
      ];
      const elements = tests.map((test) => {
        const testId = fhirId(String(test.id));
        const vendorCode = typeof test.vendor_code === 'string' ? test.vendor_code : undefined;
        out.push(
          entry({
            resourceType: 'ObservationDefinition',
            id: testId,
            meta: { profile: [LIVD_PROFILES.observation] },
            extension: [
              { url: LIVD_DEVICE_EXTENSION, valueReference: { reference: `DeviceDefinition/${deviceId}` } },
            ],
            code: {
              coding: [
                vendorCode
                  ? { system: VENDOR_CODE_SYSTEM, code: vendorCode, display: test.name }
                  : { system: TEST_ID_SYSTEM, code: String(test.id), display: test.name },
              ],
            },
          }),
        );
        const specimen = [
          {
            property: 'specimen',
            value: lookup.label(String(test.sample_type_id)) ?? String(test.sample_type_id),
          },
        ];
        const loinc = Array.isArray(test.loinc_codes) ? (test.loinc_codes as string[]) : [];
        for (const code of loinc) loincCodes.add(code);
        return {
          code: testId,
          display: test.name,
          target: loinc.length
            ? loinc.map((code) => ({ code, equivalence: 'equivalent', dependsOn: specimen }))
            : [{ equivalence: 'unmatched', dependsOn: specimen }],
        };
      });
      if (elements.length)
        out.push(
          entry({
            resourceType: 'ConceptMap',
            id: fhirId(`map-${deviceId}`),
            meta: { profile: [LIVD_PROFILES.conceptMap] },
            name: 'TestCodes',
            status: 'active',
            targetUri: LOINC_SYSTEM,
            group: [{ target: LOINC_SYSTEM, element: elements }],
          }),
        );
      return out;
    },
    end(): string {
      const concept = [...loincCodes].sort().map((code) => ({ code }));
      return `${entry({
        resourceType: 'ValueSet',
        id: 'loinc-livd',
        name: 'LoincCodes',
        status: 'active',
        compose: { include: [{ system: LOINC_SYSTEM, ...(concept.length ? { concept } : {}) }] },
      })}\n]}\n`;
    },
  };
}

/** A stable uuid for an entry's fullUrl, from its type and id. */
function uuidOf(type: string, id: string): string {
  const hex = createHash('sha256').update(`${type}/${id}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
