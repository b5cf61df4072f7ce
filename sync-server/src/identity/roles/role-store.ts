// The one role store: roles in the server-only `roles` database. The built-in roles of
// @poct/schemas are seeded when missing (an edited built-in role is left as it is); the auth core
// reads a user's role here for every request's rights (auth/access-state.ts), and the roles
// router lists, writes and deletes roles here.
import { BUILT_IN_ROLES, SUPERADMIN_ROLE_ID, toCouchDoc, type Account, type Role } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { withStoreLock } from '../../platform/store/store-lock.ts';
import { createDocuments, ifLostRace, updateDocument } from '../../platform/store/update-document.ts';
import { AppError } from '../../platform/http/app-error.ts';

const DB = 'roles';

/** What a user whose role is missing gets: no permissions and the lowest rank (fail closed). */
export const NO_ROLE = { name: '', permissions: [] as string[], hierarchy: Number.MAX_SAFE_INTEGER };

function roleOf(doc: CouchDoc): Role {
  const { _id, _rev: _r, _deleted: _d, ...fields } = doc;
  return { ...fields, id: _id } as Role;
}

export async function seedBuiltInRoles(store: StoreClient): Promise<void> {
  // A taken id is a role that is there already (perhaps edited): it stays as it is.
  await createDocuments(
    store,
    DB,
    BUILT_IN_ROLES.map((role) => toCouchDoc(role) as CouchDoc),
  );
}

export async function getRole(store: StoreClient, id: string): Promise<Role | undefined> {
  return (await roleWithRev(store, id))?.role;
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

/**
 * Writes `role` at the revision `rev` the caller read (none: a new role); a role someone else
 * wrote meanwhile (or a new one whose id is taken) answers 409 'error.409.changed'.
 */
export async function putRole(store: StoreClient, role: Role, rev?: string): Promise<void> {
  await writeAt(store, { ...(toCouchDoc(role) as CouchDoc) }, rev);
}

/** Deletes the role at the revision `rev` the caller read; 409 'error.409.changed' when it moved on. */
export async function deleteRole(store: StoreClient, id: string, rev: string): Promise<void> {
  await writeAt(store, { _id: id, _deleted: true }, rev);
}

async function writeAt(store: StoreClient, doc: CouchDoc, rev: string | undefined): Promise<void> {
  const read = async (): Promise<CouchDoc | undefined> => (rev ? { _id: doc._id, _rev: rev } : undefined);
  await ifLostRace(
    updateDocument(store, DB, doc._id, () => doc, { retries: 0, read }),
    () => {
      throw new AppError(409, 'error.409.changed');
    },
  );
}

/**
 * Runs `work` under the one store lock of role assignments (store/store-lock.ts): giving a role,
 * taking the super-admin role from someone, deleting a user, and deleting a role whose holders
 * it counts, so that none of them acts on a count or a role another one is changing.
 */
export function withRoleAssignments<T>(store: StoreClient, work: () => Promise<T>): Promise<T> {
  return withStoreLock(store, 'role-assignments', work);
}

/**
 * The super-admins who stay: a closed account waiting for its erasure is no longer counted, so
 * the last one left can neither close their account nor be demoted or deleted (409).
 */
export function activeSuperAdmins(accounts: readonly Account[]): Account[] {
  return accounts.filter((account) => account.role_id === SUPERADMIN_ROLE_ID && !account.closed_at);
}
