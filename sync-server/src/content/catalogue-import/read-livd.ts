// Reads a FHIR R4 Bundle in the HL7 LIVD profile: a Bundle declaring the LIVD bundle profile,
// valid by the official R4 JSON schema (fhir-schema.ts), with DeviceDefinition,
// ObservationDefinition and ConceptMap entries. DeviceDefinition → product
// (manufacturerString, deviceName or modelNumber), ObservationDefinition → its device's test (its
// code's display, the vendor analyte code), ConceptMap → the tests' LOINC codes and, from
// `dependsOn` `specimen`, their sample type.
import { productSchema } from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import { parseJsonStrict } from '../../platform/http/json-strict.ts';
import type { CellValue } from './cells.ts';
import { COLUMNS, type Column } from './columns.ts';
import { decodeText } from './decode-text.ts';
import { fhirBundleErrors } from './fhir-schema.ts';
import {
  LIVD_DEVICE_EXTENSION,
  LIVD_PROFILES,
  LOINC_SYSTEM,
  PRODUCT_ID_SYSTEM,
  TEST_ID_SYSTEM,
  VISIBLE_EXTENSION,
} from './livd-bundle.ts';
import type { ImportRow, ImportSource } from './rows.ts';

type Resource = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const column = (sheet: Column['sheet'], path: string) =>
  COLUMNS.find((c) => c.sheet === sheet && c.path === path)!;
const NAME = column('products', 'name');
const MANUFACTURER = column('products', 'manufacturer');
const VISIBLE = column('products', 'visible');
const TEST_NAME = column('sub_products', 'name');
const SAMPLE_TYPE = column('sub_products', 'sample_type_id');

/** Fields of a test this build of the schema has (the standard codes may not be there). */
const TEST_FIELDS = new Set(
  Object.keys((productSchema.properties.sub_products.items as { properties: object }).properties),
);
const PRODUCT_FIELDS = new Set(Object.keys(productSchema.properties));

const invalid = (reason: string) => new AppError(400, 'import.fhir_invalid', { reason });
const wrongProfile = (reason: string) => new AppError(400, 'import.fhir_profile', { reason });

export async function readLivd(bytes: Buffer): Promise<ImportSource> {
  let bundle: Resource;
  try {
    bundle = parseJsonStrict(decodeText(bytes)) as Resource;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid('JSON');
  }
  if (
    typeof bundle !== 'object' ||
    bundle === null ||
    Array.isArray(bundle) ||
    typeof bundle.resourceType !== 'string'
  )
    throw invalid('resourceType');
  if (bundle.resourceType !== 'Bundle') throw wrongProfile(`${bundle.resourceType} ≠ Bundle`);
  // The profile is declared before the (costly) schema check: another profile says so at once.
  const profiles: unknown = bundle.meta?.profile;
  if (!Array.isArray(profiles) || !profiles.includes(LIVD_PROFILES.bundle))
    throw wrongProfile(`meta.profile ≠ ${LIVD_PROFILES.bundle}`);
  const schemaErrors = fhirBundleErrors(bundle);
  if (schemaErrors.length > 0) throw invalid(schemaErrors.slice(0, 3).join('; '));
  const resources: Resource[] = (bundle.entry ?? []).map((entry: Resource) => entry.resource).filter(Boolean);
  const ofType = (type: string) => resources.filter((resource) => resource.resourceType === type);
  for (const type of ['DeviceDefinition', 'ObservationDefinition', 'ConceptMap'])
    if (ofType(type).length === 0) throw wrongProfile(`no ${type}`);

  // LOINC codes and sample type per test, by the ConceptMap element's code (the test's id or its
  // vendor analyte code, as publishers write either).
  const mapped = new Map<string, { loinc: string[]; specimen?: string }>();
  for (const map of ofType('ConceptMap'))
    for (const group of map.group ?? []) {
      for (const element of group.element ?? []) {
        const found = mapped.get(element.code) ?? { loinc: [] };
        for (const target of element.target ?? []) {
          if (
            target.code &&
            (group.target ?? LOINC_SYSTEM) === LOINC_SYSTEM &&
            !found.loinc.includes(target.code)
          )
            found.loinc.push(target.code);
          const specimen = (target.dependsOn ?? []).find((d: Resource) => d.property === 'specimen')?.value;
          if (specimen && !found.specimen) found.specimen = specimen;
        }
        mapped.set(element.code, found);
      }
    }

  const devices = new Map<string, { name: string; manufacturer: string }>();
  const rows: ImportRow[] = [];
  const columns = new Set<Column>([NAME, MANUFACTURER, TEST_NAME, SAMPLE_TYPE]);
  resources.forEach((resource, index) => {
    if (resource.resourceType !== 'DeviceDefinition') return;
    const name = resource.deviceName?.[0]?.name ?? resource.modelNumber ?? '';
    const manufacturer = resource.manufacturerString ?? '';
    devices.set(resource.id, { name, manufacturer });
    const cells: [Column, CellValue][] = [
      [NAME, name],
      [MANUFACTURER, manufacturer],
    ];
    const listed = (resource.extension ?? []).find((e: Resource) => e.url === VISIBLE_EXTENSION);
    if (typeof listed?.valueBoolean === 'boolean') {
      cells.push([VISIBLE, listed.valueBoolean]);
      columns.add(VISIBLE);
    }
    const externalId = (resource.identifier ?? []).find(
      (i: Resource) => i.system === PRODUCT_ID_SYSTEM,
    )?.value;
    const extra = PRODUCT_FIELDS.has('external_id') && externalId ? { external_id: externalId } : undefined;
    rows.push({ sheet: 'products', row: index + 1, cells, ...(extra ? { extra } : {}) });
  });
  resources.forEach((resource, index) => {
    if (resource.resourceType !== 'ObservationDefinition') return;
    const reference: string =
      (resource.extension ?? []).find((e: Resource) => e.url === LIVD_DEVICE_EXTENSION)?.valueReference
        ?.reference ?? '';
    const device = devices.get(reference.replace(/^DeviceDefinition\//, ''));
    if (!device) throw wrongProfile(`ObservationDefinition/${resource.id}: no DeviceDefinition`);
    const coding = resource.code?.coding?.[0] ?? {};
    const vendorCode = coding.system && coding.system !== TEST_ID_SYSTEM ? coding.code : undefined;
    const mapping = mapped.get(resource.id) ?? (coding.code ? mapped.get(coding.code) : undefined);
    const extra: Record<string, unknown> = {};
    if (TEST_FIELDS.has('loinc_codes') && mapping?.loinc.length) extra.loinc_codes = mapping.loinc;
    if (TEST_FIELDS.has('vendor_code') && vendorCode) extra.vendor_code = vendorCode;
    rows.push({
      sheet: 'sub_products',
      row: index + 1,
      cells: [
        [NAME, device.name],
        [MANUFACTURER, device.manufacturer],
        [TEST_NAME, coding.display ?? resource.code?.text ?? ''],
        [SAMPLE_TYPE, mapping?.specimen ?? ''],
      ],
      extra,
    });
  });
  return {
    format: 'fhir',
    language: 'en',
    columns,
    rows: (async function* () {
      yield* rows;
    })(),
  };
}
