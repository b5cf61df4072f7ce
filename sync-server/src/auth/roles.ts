// Roles as the auth core needs them: the built-in roles of @poct/schemas are seeded into the
// `roles` database when missing (an edited built-in role is left as it is), and a user's role is
// read fresh whenever a token is issued, so a changed role takes effect at the next refresh.
import { BUILT_IN_ROLES, toCouchDoc, type Role } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../store/couch-client.ts';

const DB = 'roles';

/** What a user whose role is missing gets: no permissions and the lowest rank (fail closed). */
export const NO_ROLE = { name: '', permissions: [] as string[], hierarchy: Number.MAX_SAFE_INTEGER };

export async function seedBuiltInRoles(store: StoreClient): Promise<void> {
  const docs = BUILT_IN_ROLES.map((role) => toCouchDoc(role) as CouchDoc);
  const results = await store.bulkDocs(DB, docs);
  const failed = results.find((result) => result.error && result.error !== 'conflict');
  if (failed) throw new Error(`roles: seeding ${failed.id} failed: ${failed.error} ${failed.reason ?? ''}`);
}

export async function getRole(store: StoreClient, id: string): Promise<Role | undefined> {
  if (id === '' || id.startsWith('_')) return undefined;
  const doc = await store.get(DB, id);
  if (!doc || doc._deleted) return undefined;
  const { _id, _rev: _r, ...fields } = doc;
  return { ...fields, id: _id } as Role;
}
