// Accounts in the server-only `accounts` database: one document per user (`_id` = user id) with
// the user's fields and `password_hash`, which never leaves the server. Emails are unique:
// beside each account sits a lookup document `_id: 'email:<lowercased email>'` → `{ user_id }`,
// created first, so the store's conflict on that id is the uniqueness check.
import { isMessageKey, toCouchDoc, validateDocument, type Account, type User } from '@poct/schemas';
import { AppError } from '../http/app-error.ts';
import { StoreError, type CouchDoc, type StoreClient } from '../store/couch-client.ts';

export type { Account } from '@poct/schemas';

const DB = 'accounts';
const EMAIL_PREFIX = 'email:';

/** The catalogue has no text for a taken email yet; until it does, answer a plain bad request. */
export const EMAIL_TAKEN_KEY = isMessageKey('error.409.email_taken') ? 'error.409.email_taken' : 'error.400';

interface EmailDoc extends CouchDoc {
  user_id: string;
  created_at: string;
}

export function emailLookupId(email: string): string {
  return `${EMAIL_PREFIX}${email.trim().toLowerCase()}`;
}

function isConflict(error: unknown): boolean {
  return error instanceof StoreError && error.status === 409;
}

function accountOf(doc: CouchDoc): Account {
  const { _id, _rev: _r, _deleted: _d, ...fields } = doc;
  return { ...fields, id: _id } as Account;
}

export interface Accounts {
  get(id: string): Promise<Account | undefined>;
  findByEmail(email: string): Promise<Account | undefined>;
  /** Creates the account; `false` when an account with this id exists already (nothing changes). */
  create(user: User, passwordHash: string): Promise<boolean>;
  /**
   * Applies `change` to the stored account and writes it, retrying on a conflict with the
   * account as it is then; `change` may throw an AppError to refuse. Undefined if there is no
   * such account. The result is checked against the account schema before it is written.
   */
  update(id: string, change: (account: Account) => Account): Promise<Account | undefined>;
  /** Every account (the user list of the workspace; accounts number in the thousands at most). */
  list(): Promise<Account[]>;
  /** Deletes the account and its email lookup. */
  remove(id: string): Promise<void>;
}

export function createAccounts(store: StoreClient): Accounts {
  const get: Accounts['get'] = async (id) => {
    if (id === '' || id.startsWith(EMAIL_PREFIX) || id.startsWith('_')) return undefined;
    const doc = await store.get(DB, id);
    return doc && !doc._deleted ? accountOf(doc) : undefined;
  };

  return {
    get,

    async findByEmail(email) {
      const lookupId = emailLookupId(email);
      const lookup = await store.get<EmailDoc>(DB, lookupId);
      if (!lookup || typeof lookup.user_id !== 'string') return undefined;
      const account = await get(lookup.user_id);
      // A lookup left behind by an email change must not log in with the old address.
      return account && emailLookupId(account.email) === lookupId ? account : undefined;
    },

    async update(id, change) {
      for (let attempt = 0; attempt < 10; attempt++) {
        if (id === '' || id.startsWith(EMAIL_PREFIX) || id.startsWith('_')) return undefined;
        const doc = await store.get(DB, id);
        if (!doc || doc._deleted) return undefined;
        const next = change(accountOf(doc));
        const checked = validateDocument('account', next);
        if (!checked.ok) throw new AppError(400, checked.errors[0]?.key ?? 'error.400');
        try {
          await store.put(DB, { ...(toCouchDoc(next) as CouchDoc), _id: id, _rev: doc._rev });
          return next;
        } catch (error) {
          if (!isConflict(error)) throw error;
        }
      }
      throw new Error(`accounts: could not update ${id}`);
    },

    async list() {
      const docs = await store.allDocs(DB);
      return docs
        .filter((doc) => !doc._id.startsWith(EMAIL_PREFIX) && !doc._id.startsWith('_') && !doc._deleted)
        .map(accountOf);
    },

    async remove(id) {
      const doc = await store.get(DB, id);
      if (!doc || doc._deleted) return;
      const account = accountOf(doc);
      await store.put(DB, { _id: id, _rev: doc._rev, _deleted: true });
      const lookup = await store.get<EmailDoc>(DB, emailLookupId(account.email));
      if (lookup?._rev && lookup.user_id === id) await store.put(DB, { ...lookup, _deleted: true });
    },

    async create(user, passwordHash) {
      const account = { ...user, password_hash: passwordHash } as Account;
      const checked = validateDocument('account', account);
      if (!checked.ok) throw new AppError(400, checked.errors[0]?.key ?? 'error.400');
      if (user.id.startsWith(EMAIL_PREFIX) || user.id.startsWith('_')) throw new AppError(400, 'error.400');
      if (await get(user.id)) return false;

      const lookupId = emailLookupId(user.email);
      let createdLookup = true;
      try {
        await store.put(DB, { _id: lookupId, user_id: user.id, created_at: new Date().toISOString() });
      } catch (error) {
        if (!isConflict(error)) throw error;
        const existing = await store.get<EmailDoc>(DB, lookupId);
        // Our own lookup from an attempt that stopped before the account was written is fine.
        if (existing?.user_id !== user.id) throw new AppError(409, EMAIL_TAKEN_KEY);
        createdLookup = false;
      }

      try {
        await store.put(DB, toCouchDoc(account) as CouchDoc);
        return true;
      } catch (error) {
        if (!isConflict(error)) throw error;
        // Another process created this id at the same moment; drop our lookup if it is not theirs.
        const winner = await get(user.id);
        if (createdLookup && winner && emailLookupId(winner.email) !== lookupId) {
          const lookup = await store.get<EmailDoc>(DB, lookupId);
          if (lookup?._rev) await store.put(DB, { ...lookup, _deleted: true }).catch(() => undefined);
        }
        return false;
      }
    },
  };
}
