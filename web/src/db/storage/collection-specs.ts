// What RxDB opens a local collection with: its shared schema and the steps that bring documents
// a device stored under an older version of it to the current one (collections/migrations.ts in
// @poct/schemas). RxDB refuses a changed schema under an old version (DB6), so a schema change
// bumps its version; the migration plugin then carries the stored documents, and the
// replications' checkpoints with them, to the new version when the collection opens.
import {
  addRxPlugin,
  type MigrationStrategies,
  type RxConflictHandler,
  type RxJsonSchema,
} from 'rxdb/plugins/core';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { COLLECTION_SCHEMAS, migrationStrategiesOf } from '@poct/schemas';
import { LOCAL_COLLECTIONS, type LocalCollectionName } from '../collections.ts';

addRxPlugin(RxDBMigrationSchemaPlugin);

export interface CollectionSpec {
  schema: RxJsonSchema<unknown>;
  migrationStrategies?: MigrationStrategies;
  conflictHandler?: RxConflictHandler<unknown>;
}

/** A local collection's schema with its migration steps. */
export function collectionSpecOf(name: LocalCollectionName): CollectionSpec {
  const schema = LOCAL_COLLECTIONS[name].schema;
  return {
    schema: COLLECTION_SCHEMAS[schema] as RxJsonSchema<unknown>,
    migrationStrategies: migrationStrategiesOf(schema) as MigrationStrategies,
  };
}
