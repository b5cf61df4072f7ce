// Accounts in the server-only `accounts` database: one document per user (`_id` = user id) with
// the user's fields and `password_hash`, which never leaves the server. Emails and usernames are
// unique: beside each account sit lookup documents `_id: 'email:<lowercased email>'` and
// `_id: 'username:<username>'` → `{ user_id }`, created first, so the store's conflict on those
// ids is the uniqueness check, also for registrations at the same moment. (Accounts made before
// the username lookups existed have none; registration.ts and user-create.ts still look through
// the accounts for those.)
import {
  fieldError,
  isIdOf,
  isMessageKey,
  toCouchDoc,
  validateDocument,
  type Account,
  type User,
} from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { createDocument, updateDocument } from '../../platform/store/update-document.ts';

export type { Account } from '@poct/schemas';

const DB = 'accounts';
const EMAIL_PREFIX = 'email:';
const USERNAME_PREFIX = 'username:';
/** A username lookup whose account was never written (a crash between the two) frees it after this. */
const ORPHAN_LOOKUP_MS = 60_000;
/** Conflicts an account write takes before giving up (each waits a short random pause first). */
const UPDATE_RETRIES = 30;

/** The answer to a taken username: a 409 on the field, in the request's language. */
export function usernameTaken(): FieldErrors {
  return new FieldErrors([fieldError('/username', 'error.409.username_taken', 'username taken')], 409);
}

/** The catalogue has no text for a taken email yet; until it does, answer a plain bad request. */
export const EMAIL_TAKEN_KEY = isMessageKey('error.409.email_taken') ? 'error.409.email_taken' : 'error.400';

interface LookupDoc extends CouchDoc {
  user_id: string;
  created_at: string;
}

export function emailLookupId(email: string): string {
  return `${EMAIL_PREFIX}${email.trim().toLowerCase()}`;
}

export function usernameLookupId(username: string): string {
  return `${USERNAME_PREFIX}${username}`;
}

function accountOf(doc: CouchDoc): Account {
  const { _id, _rev: _r, _deleted: _d, ...fields } = doc;
  return { ...fields, id: _id } as Account;
}

export interface Accounts {
  get(id: string): Promise<Account | undefined>;
  findByEmail(email: string): Promise<Account | undefined>;
  /**
   * Creates the account; `false` when an account with this id or email exists already (nothing
   * changes). A taken username throws usernameTaken().
   */
  create(user: User, passwordHash: string): Promise<boolean>;
  /**
   * Applies `change` to the stored account and writes it, retrying on a conflict with the
   * account as it is then; `change` may throw an AppError to refuse. Undefined if there is no
   * such account. The result is checked against the account schema before it is written; a
   * `change` that returns the account it was given writes nothing.
   */
  update(id: string, change: (account: Account) => Account): Promise<Account | undefined>;
  /** Every account (the user list of the workspace; accounts number in the thousands at most). */
  list(): Promise<Account[]>;
  /** Deletes the account and its lookups. */
  remove(id: string): Promise<void>;
}

export function createAccounts(store: StoreClient): Accounts {
  const get: Accounts['get'] = async (id) => {
    if (!isIdOf('user', id)) return undefined;
    const doc = await store.get(DB, id);
    return doc && !doc._deleted ? accountOf(doc) : undefined;
  };

  /** Deletes the lookup `id` if it still names `userId`. */
  const dropLookup = async (id: string, userId: string): Promise<void> => {
    await updateDocument<LookupDoc>(
      store,
      DB,
      id,
      (lookup) => (lookup?._rev && lookup.user_id === userId ? { ...lookup, _deleted: true } : undefined),
      { retries: 0 },
    ).catch(() => undefined);
  };

  /** The email lookup, then the account: create() once the username is claimed. */
  const createWithEmail = async (account: Account): Promise<boolean> => {
    const lookupId = emailLookupId(account.email);
    const lookup = { _id: lookupId, user_id: account.id, created_at: new Date().toISOString() };
    const createdLookup = (await createDocument(store, DB, lookup)).created;
    if (!createdLookup) {
      const existing = await store.get<LookupDoc>(DB, lookupId);
      // Our own lookup from an attempt that stopped before the account was written is fine.
      if (existing?.user_id !== account.id) throw new AppError(409, EMAIL_TAKEN_KEY);
    }

    if ((await createDocument(store, DB, toCouchDoc(account) as CouchDoc)).created) return true;
    // Another process created this id at the same moment; drop our lookup if it is not theirs.
    const winner = await get(account.id);
    if (createdLookup && winner && emailLookupId(winner.email) !== lookupId)
      await dropLookup(lookupId, account.id);
    return false;
  };

  /**
   * Claims `user`'s username; true when this call wrote the lookup (false: it was this user's
   * already, from an attempt that stopped). Throws usernameTaken() when another account holds it.
   */
  const claimUsername = async (user: User): Promise<boolean> => {
    const lookup: LookupDoc = {
      _id: usernameLookupId(user.username),
      user_id: user.id,
      created_at: new Date().toISOString(),
    };
    let heldRev: string | undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
      if ((await createDocument(store, DB, lookup, heldRev)).created) return true;
      const held = await store.get<LookupDoc>(DB, lookup._id);
      if (!held || held._deleted) continue;
      if (held.user_id === user.id) return false;
      const orphan =
        Date.now() - Date.parse(held.created_at) > ORPHAN_LOOKUP_MS && !(await get(held.user_id));
      if (!orphan) throw usernameTaken();
      heldRev = held._rev;
    }
    throw usernameTaken();
  };

  return {
    get,

    async findByEmail(email) {
      const lookupId = emailLookupId(email);
      const lookup = await store.get<LookupDoc>(DB, lookupId);
      if (!lookup || typeof lookup.user_id !== 'string') return undefined;
      const account = await get(lookup.user_id);
      // A lookup left behind by an email change must not log in with the old address.
      return account && emailLookupId(account.email) === lookupId ? account : undefined;
    },

    async update(id, change) {
      if (!isIdOf('user', id)) return undefined;
      let result: Account | undefined;
      await updateDocument<CouchDoc>(
        store,
        DB,
        id,
        (doc) => {
          result = undefined;
          if (!doc || doc._deleted) return undefined;
          const current = accountOf(doc);
          result = change(current);
          // Unchanged: nothing is written, so callers that find their work done do not contend.
          if (result === current) return undefined;
          const checked = validateDocument('account', result);
          if (!checked.ok) throw new AppError(400, checked.errors[0]?.key ?? 'error.400');
          return { ...(toCouchDoc(result) as CouchDoc), _id: id };
        },
        { retries: UPDATE_RETRIES },
      );
      return result;
    },

    async list() {
      const docs = await store.allDocs(DB);
      return docs.filter((doc) => isIdOf('user', doc._id) && !doc._deleted).map(accountOf);
    },

    async remove(id) {
      const outcome = await updateDocument<CouchDoc>(
        store,
        DB,
        id,
        (doc) => (doc && !doc._deleted ? { _id: id, _deleted: true } : undefined),
        { retries: 0 },
      );
      if (!outcome.written) return;
      const account = accountOf(outcome.previous!);
      await dropLookup(emailLookupId(account.email), id);
      await dropLookup(usernameLookupId(account.username), id);
    },

    async create(user, passwordHash) {
      const account = { ...user, password_hash: passwordHash } as Account;
      const checked = validateDocument('account', account);
      if (!checked.ok) throw new AppError(400, checked.errors[0]?.key ?? 'error.400');
      if (!isIdOf('user', user.id)) throw new AppError(400, 'error.400');
      if (await get(user.id)) return false;

      const claimedName = await claimUsername(user);
      try {
        const created = await createWithEmail(account);
        if (!created && claimedName) await dropLookup(usernameLookupId(user.username), user.id);
        return created;
      } catch (error) {
        if (claimedName) await dropLookup(usernameLookupId(user.username), user.id);
        throw error;
      }
    },
  };
}
