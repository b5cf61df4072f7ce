// The schemas must be ones RxDB accepts as they are: dev-mode checks each schema (primary key
// length, indexed fields, reserved names) and the ajv wrapper validates the valid examples.
import { addRxPlugin, createRxDatabase, type RxJsonSchema } from 'rxdb';
import { disableWarnings, RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { validDocuments, validMasterData } from '../test-fixtures.ts';
import { COLLECTION_NAMES, COLLECTION_SCHEMAS, migrationStrategiesOf, type CollectionName } from './index.ts';

beforeAll(() => {
  disableWarnings();
  addRxPlugin(RxDBDevModePlugin);
  addRxPlugin(RxDBMigrationSchemaPlugin);
});

async function withCollection(
  name: CollectionName,
  use: (insert: (doc: object) => Promise<unknown>) => Promise<void>,
) {
  const db = await createRxDatabase({
    name: `schemas-test-${name}-${Math.random().toString(36).slice(2)}`,
    storage: wrappedValidateAjvStorage({ storage: getRxStorageMemory() }),
  });
  try {
    const collections = await db.addCollections({
      // Dev-mode refuses a schema above version 0 without a step for each version (COL12).
      [name]: {
        schema: COLLECTION_SCHEMAS[name] as RxJsonSchema<unknown>,
        migrationStrategies: migrationStrategiesOf(name),
      },
    });
    await use((doc) => collections[name]!.insert(doc));
  } finally {
    await db.remove();
  }
}

describe('RxDB accepts every collection schema', () => {
  it('checks schemas in dev-mode (so the tests below have teeth)', async () => {
    const storage = wrappedValidateAjvStorage({ storage: getRxStorageMemory() });
    const db = await createRxDatabase({ name: 'schemas-test-devmode', storage });
    // A primary key without maxLength.
    const unbounded: RxJsonSchema<{ id: string }> = {
      version: 0,
      primaryKey: 'id',
      type: 'object',
      properties: { id: { type: 'string' } },
    };
    await expect(db.addCollections({ broken: { schema: unbounded } })).rejects.toThrow();
    await db.remove();
  });

  it.each(COLLECTION_NAMES)('opens %s and stores its valid document', async (name) => {
    await withCollection(name, async (insert) => {
      const doc = validDocuments()[name] as { id: string };
      await expect(insert(doc)).resolves.toBeTruthy();
    });
  });

  it('stores projected documents, which carry no updated_by', async () => {
    const { updated_by: _author, ...projected } = validDocuments().product;
    await withCollection('product', async (insert) => {
      await expect(insert(projected)).resolves.toBeTruthy();
    });
  });

  it('stores every master data type in the one masterdata collection', async () => {
    await withCollection('masterdata', async (insert) => {
      for (const item of Object.values(validMasterData())) await expect(insert(item)).resolves.toBeTruthy();
    });
  });

  it('refuses an invalid document in the browser too', async () => {
    await withCollection('review', async (insert) => {
      await expect(insert({ ...validDocuments().review, overall: 6 })).rejects.toThrow();
    });
  });
});

describe('RxDB migrates stored links to the current link schema', () => {
  it('keeps a link stored under version 0 as it was, and then stores a safety notice', async () => {
    const storage = wrappedValidateAjvStorage({ storage: getRxStorageMemory() });
    const name = `schemas-test-migrate-${Math.random().toString(36).slice(2)}`;
    const current = COLLECTION_SCHEMAS.link as RxJsonSchema<unknown> & { properties: object };
    const {
      authority: _authority,
      reference: _reference,
      ...oldProperties
    } = current.properties as Record<string, unknown>;
    const before = await createRxDatabase({ name, storage });
    await before.addCollections({
      link: { schema: { ...current, version: 0, properties: oldProperties } as RxJsonSchema<unknown> },
    });
    const stored = validDocuments().link;
    await before.collections.link!.insert(stored);
    await before.close();

    const after = await createRxDatabase({ name, storage });
    const { link } = await after.addCollections({
      link: { schema: current, migrationStrategies: migrationStrategiesOf('link') },
    });
    expect(current.version).toBeGreaterThan(0);
    expect((await link!.findOne(stored.id).exec())?.toJSON()).toEqual(stored);
    const notice = {
      ...stored,
      id: 'link-notice',
      type: 'safety_notice',
      category: 'manual_product_documentation',
      signal: 'r',
      authority: 'bfarm',
      reference: '04711/26',
    };
    await expect(link!.insert(notice)).resolves.toBeTruthy();
    await after.remove();
  });
});
