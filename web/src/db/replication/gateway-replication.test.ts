// checkpointsStored (gateway-replication.ts) against RxDB's own replication over its memory
// storage, whose checkpoint writes are made slow: RxDB's initial replication resolves before its
// checkpoint is stored, and the sync engine's "Synced" waits for checkpointsStored as well.
import {
  createRxDatabase,
  META_INSTANCE_SCHEMA_TITLE,
  type RxStorage,
  type RxStorageInstance,
} from 'rxdb/plugins/core';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { expect, it } from 'vitest';
import { checkpointsStored } from './gateway-replication.ts';

/** RxDB's memory storage whose replication checkpoint writes take `delayMs` longer. */
function slowCheckpoints(delayMs: number) {
  const memory = getRxStorageMemory();
  const stored: unknown[] = [];
  const storage = {
    ...memory,
    async createStorageInstance(params: Parameters<typeof memory.createStorageInstance>[0]) {
      const instance = (await memory.createStorageInstance(params)) as RxStorageInstance<
        unknown,
        unknown,
        unknown
      >;
      if (params.schema.title !== META_INSTANCE_SCHEMA_TITLE) return instance;
      const bulkWrite = instance.bulkWrite.bind(instance);
      instance.bulkWrite = async (rows, context) => {
        if (context !== 'replication-set-checkpoint') return bulkWrite(rows, context);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        const result = await bulkWrite(rows, context);
        stored.push(...rows.map((row) => (row.document as { checkpointData?: unknown }).checkpointData));
        return result;
      };
      return instance;
    },
  } as unknown as RxStorage<unknown, unknown>;
  return { storage, stored };
}

it('resolves once the checkpoint of the initial replication is stored, which RxDB does not wait for', async () => {
  const { storage, stored } = slowCheckpoints(100);
  const db = await createRxDatabase({ name: `checkpoints-${process.pid}`, storage, multiInstance: false });
  await db.addCollections({
    items: {
      schema: {
        version: 0,
        primaryKey: 'id',
        type: 'object',
        properties: { id: { type: 'string', maxLength: 20 }, name: { type: 'string' } },
        required: ['id'],
      },
    },
  });
  const replication = replicateRxCollection<{ id: string; name: string }, { seq: number }>({
    collection: db.collections.items!,
    replicationIdentifier: 'checkpoints-test',
    live: true,
    pull: {
      handler: async (checkpoint) =>
        checkpoint
          ? { documents: [], checkpoint }
          : {
              documents: [
                { id: 'a', name: 'A', _deleted: false },
                { id: 'b', name: 'B', _deleted: false },
              ],
              checkpoint: { seq: 2 },
            },
    },
  });
  await replication.awaitInitialReplication();
  expect(await db.collections.items!.count().exec()).toBe(2);
  // RxDB's own promise: the documents are there, their checkpoint is not yet.
  expect(stored).toEqual([]);
  await checkpointsStored(replication);
  expect(stored).toContainEqual({ seq: 2 });
  await replication.cancel();
  await db.remove();
});

it('has nothing to wait for on a state that is not RxDB’s', async () => {
  await expect(checkpointsStored({})).resolves.toBeUndefined();
});
