// Reading and writing roles in the server-only `roles` database.
import { toCouchDoc, type Role } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../store/couch-client.ts';

const DB = 'roles';

function roleOf(doc: CouchDoc): Role {
  const { _id, _rev: _r, _deleted: _d, ...fields } = doc;
  return { ...fields, id: _id } as Role;
}

export async function listRoles(store: StoreClient): Promise<Role[]> {
  const docs = await store.allDocs(DB);
  return docs
    .filter((doc) => !doc._id.startsWith('_') && !doc._deleted)
    .map(roleOf)
    .sort((a, b) => a.hierarchy - b.hierarchy || a.name.localeCompare(b.name));
}

export async function roleWithRev(
  store: StoreClient,
  id: string,
): Promise<{ role: Role; rev: string } | undefined> {
  if (id === '' || id.startsWith('_')) return undefined;
  const doc = await store.get(DB, id);
  return doc && !doc._deleted && doc._rev ? { role: roleOf(doc), rev: doc._rev } : undefined;
}

export async function putRole(store: StoreClient, role: Role, rev?: string): Promise<void> {
  await store.put(DB, { ...(toCouchDoc(role) as CouchDoc), ...(rev ? { _rev: rev } : {}) });
}

export async function deleteRole(store: StoreClient, id: string, rev: string): Promise<void> {
  await store.put(DB, { _id: id, _rev: rev, _deleted: true });
}
