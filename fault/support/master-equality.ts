// What the staff-device fault tests compare and change on the server's product master
// (fault/master-snapshot-first-sync.test.ts, fault/master-first-sync-dexie.test.ts).
import { expect } from 'vitest';
import type { Product } from '@poct/schemas';
import { sameContent } from '@poct/schemas';
import { fromCouch, type CouchDoc } from '../../web/src/db/replication/couch-documents.ts';
import type { TestServer } from '../../sync-server/test/support/test-server.ts';
import type { NodeClient } from './node-client.ts';

export type StoredProduct = CouchDoc & { name: string; updated_by?: string };

/** Every document on the device equals the server's (same ids, same content). */
export async function expectEqualToServer(server: TestServer, client: NodeClient): Promise<void> {
  const remote = (await server.store.allDocs<StoredProduct>('catalogue_master')).filter(
    (doc) => !doc._id.startsWith('_design/'),
  );
  const held = await client.collection('catalogue_master').find().exec();
  const local = new Map(held.map((doc) => [doc.primary, doc.toJSON() as Record<string, unknown>]));
  expect([...local.keys()].sort()).toEqual(remote.map((doc) => doc._id).sort());
  const differing = remote.filter((doc) => !sameContent(fromCouch(doc), local.get(doc._id)!));
  expect(differing.map((doc) => doc._id)).toEqual([]);
}

export async function editOnServer(server: TestServer, id: string, name: string): Promise<void> {
  const doc = (await server.store.get<StoredProduct>('catalogue_master', id))!;
  const results = await server.store.bulkDocs('catalogue_master', [{ ...doc, name }]);
  expect(results.filter((result) => result.error)).toEqual([]);
}

/** A product as the editor sends it (the server sets who and when). */
export function editable(doc: Product): Product {
  const { updated_by: _by, updated_at: _at, ...rest } = doc;
  return rest as Product;
}
