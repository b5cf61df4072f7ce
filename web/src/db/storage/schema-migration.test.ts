// @vitest-environment node
// A staff device that stored masters under the previous schema versions opens with the current
// ones (RxDB on Dexie, IndexedDB from fake-indexeddb): its products and master data come across
// unchanged and take the new optional fields. Without a version bump RxDB refuses the changed
// schema (DB6); without the migration plugin and its steps the collections do not open.
// In Node, not happy-dom: RxDB's migration elects one tab by the Web Locks API, which happy-dom
// offers without an implementation.
import 'fake-indexeddb/auto';
import { createRxDatabase, type RxJsonSchema } from 'rxdb/plugins/core';
import { afterEach, expect, it } from 'vitest';
import { COLLECTION_SCHEMAS, validateDocument } from '@poct/schemas';
import { validDocuments, validMasterData } from '../../../../schemas/src/test-fixtures.ts';
import { getEmptyStartDexieStorage } from './empty-start-storage.ts';
import { closeLocalDatabase, openLocalDatabase, type LocalDatabase } from './local-database.ts';
import { localDatabaseName } from './wipe-local-data.ts';

type Schema = RxJsonSchema<unknown> & { properties: Record<string, Record<string, unknown>> };

/** The schema as it was at version 0: the same, without the fields added since. */
function versionZero(schema: unknown, added: string[], addedToSubProducts: string[] = []): Schema {
  const copy = structuredClone(schema) as Schema;
  copy.version = 0;
  for (const field of added) delete copy.properties[field];
  const subProducts = copy.properties.sub_products as { items?: { properties: Record<string, unknown> } };
  for (const field of addedToSubProducts) delete subProducts.items?.properties[field];
  return copy;
}

const OLD_PRODUCT = versionZero(
  COLLECTION_SCHEMAS.product,
  ['external_id', 'data_as_of', 'regulatory', 'sources'],
  ['loinc_codes', 'vendor_code'],
);
const OLD_MASTER_DATA = versionZero(COLLECTION_SCHEMAS.masterdata, [
  'loinc',
  'loinc_display',
  'hl7_specimen',
  'snomed',
  'emdn',
]);

let opened: LocalDatabase | undefined;
afterEach(async () => {
  if (opened) await opened.db.remove();
  opened = undefined;
});

it('opens a device’s masters stored under version 0 and keeps every document', async () => {
  const user = `migration-${process.pid}`;
  const old = await createRxDatabase({
    name: localDatabaseName(user),
    storage: getEmptyStartDexieStorage(),
    multiInstance: true,
  });
  await old.addCollections({
    catalogue_master: { schema: OLD_PRODUCT },
    masterdata_master: { schema: OLD_MASTER_DATA },
  });
  const product = validDocuments().product;
  const parameter = validMasterData().parameter;
  await old.collections.catalogue_master!.insert(product);
  await old.collections.masterdata_master!.insert(parameter);
  await old.close();

  opened = await openLocalDatabase(user, ['catalogue_master', 'masterdata_master']);
  const products = opened.collection('catalogue_master')!;
  const stored = (await products.findOne(product.id).exec())!.toJSON() as Record<string, unknown>;
  expect(stored).toMatchObject({ id: product.id, name: product.name, price: product.price });
  const item = await opened.collection('masterdata_master')!.findOne(parameter.id).exec();
  expect(item?.get('name')).toEqual(parameter.name);

  // The new fields can be written on the migrated document.
  const coded = { ...stored, data_as_of: '2025-07-01', regulatory: { ivdr_class: 'C' } };
  expect(validateDocument('product', coded)).toEqual({ ok: true });
  await (await products.findOne(product.id).exec())!.incrementalPatch({ data_as_of: '2025-07-01' });
  await closeLocalDatabase(opened);

  opened = await openLocalDatabase(user, ['catalogue_master', 'masterdata_master']);
  const again = await opened.collection('catalogue_master')!.findOne(product.id).exec();
  expect(again?.get('data_as_of')).toBe('2025-07-01');
});
