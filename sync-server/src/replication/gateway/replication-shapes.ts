// The CouchDB protocol shapes of every body and query parameter the gateway forwards to the
// store. express-pouchdb trusts its input: a `_revs_diff` body whose value for an existing
// document is not an array (`{"<id>": null}`) throws inside PouchDB's revsDiff and kills the
// store process; `_bulk_get` with `docs: [null]`, `open_revs=1` and the like answer a 500. So
// the gateway checks the shape of everything before anything is forwarded or used, and refuses
// what does not fit with 400 (the catalogue's `error.400`, in the request's language).
import { AppError } from '../../platform/http/app-error.ts';
import type { Operation } from './classify-request.ts';

/** The most ids in one `_all_docs` keys list, `_bulk_get`, `_revs_diff` or `open_revs`. */
export const MAX_KEYS = 1000;
/** The most revisions named in one request (`_revs_diff` and `atts_since` summed). */
const MAX_REVS = 10_000;
/** `limit` and `skip` above this are refused (a pull batch is 500). */
export const MAX_LIMIT = 100_000;
/** `timeout` and `heartbeat` in ms: an hour at most (the gateway holds a longpoll 60 s anyway). */
const MAX_WAIT_MS = 3_600_000;
const MAX_ID_LENGTH = 1024;

/** CouchDB revisions: generation, a dash, a hex digest (`_local` documents: `0-1`). */
const REV = /^[0-9]{1,10}-[0-9a-f]{1,64}$/;
/** A sequence: PouchDB's integers, CouchDB 3's `12-g1AAAA…` strings (base64url), or `now`. */
const SEQ = /^(now|[0-9]{1,16}|[0-9]{1,16}-[A-Za-z0-9_-]{1,4096})$/;
const NON_NEGATIVE_INTEGER = /^[0-9]{1,16}$/;
const BOOLEAN = new Set(['true', 'false']);

const bad = (): AppError => new AppError(400, 'error.400');
function check(ok: boolean): void {
  if (!ok) throw bad();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isRev = (value: unknown): value is string => typeof value === 'string' && REV.test(value);
const isDocId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;

function integerIn(value: string, max: number, min = 0): boolean {
  if (!NON_NEGATIVE_INTEGER.test(value)) return false;
  const number = Number(value);
  return number >= min && number <= max;
}

function jsonOf(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw bad();
  }
}

const isRevList = (value: unknown, max = MAX_KEYS): value is string[] =>
  Array.isArray(value) && value.length <= max && value.every(isRev);

type ParamCheck = (value: string) => boolean;

const bool: ParamCheck = (value) => BOOLEAN.has(value);
const count: ParamCheck = (value) => integerIn(value, MAX_LIMIT);
const wait: ParamCheck = (value) => integerIn(value, MAX_WAIT_MS);
const jsonId: ParamCheck = (value) => isDocId(jsonOf(value));

/** Per operation, every parameter it may carry and what its value must look like. */
const PARAMS: Partial<Record<Operation, Record<string, ParamCheck>>> = {
  changes: {
    since: (value) => SEQ.test(value),
    limit: count,
    feed: (value) => ['normal', 'longpoll', 'continuous'].includes(value),
    style: (value) => value === 'main_only' || value === 'all_docs',
    include_docs: bool,
    heartbeat: wait,
    timeout: wait,
    descending: bool,
    conflicts: bool,
    seq_interval: (value) => integerIn(value, MAX_LIMIT, 1),
    return_docs: bool,
  },
  'all-docs': {
    include_docs: bool,
    keys: (value) => {
      const keys = jsonOf(value);
      return Array.isArray(keys) && keys.length <= MAX_KEYS && keys.every(isDocId);
    },
    key: jsonId,
    startkey: jsonId,
    endkey: jsonId,
    start_key: jsonId,
    end_key: jsonId,
    limit: count,
    skip: count,
    descending: bool,
    inclusive_end: bool,
    conflicts: bool,
    update_seq: bool,
  },
  'bulk-get': { revs: bool, latest: bool },
  'read-doc': {
    rev: isRev,
    revs: bool,
    open_revs: (value) => value === 'all' || isRevList(jsonOf(value)),
    latest: bool,
    revs_info: bool,
    conflicts: bool,
  },
  'local-doc': { rev: isRev },
};

/**
 * Checks the query parameters of a request the gateway forwards: a parameter the operation
 * knows must appear once and have the protocol's shape. Parameters it does not know are not
 * judged here (`filterQuery` drops them, so the store never sees them).
 */
export function checkReplicationQuery(operation: Operation, query: URLSearchParams): void {
  const known = PARAMS[operation] ?? {};
  const seen = new Set<string>();
  for (const [name, value] of query) {
    const valid = Object.hasOwn(known, name) ? known[name] : undefined;
    if (!valid) continue;
    check(!seen.has(name));
    seen.add(name);
    check(valid(value));
  }
}

/** `_all_docs` options that may come in a POST body instead of the query (RxDB sends them so). */
const ALL_DOCS_BODY: Record<string, (value: unknown) => boolean> = {
  keys: (value) => Array.isArray(value) && value.length <= MAX_KEYS && value.every(isDocId),
  include_docs: (value) => typeof value === 'boolean',
  conflicts: (value) => typeof value === 'boolean',
  descending: (value) => typeof value === 'boolean',
  update_seq: (value) => typeof value === 'boolean',
  // RxDB's CouchDB plugin sends it with every push; CouchDB and the embedded store ignore it.
  deleted: (value) => value === 'ok',
  limit: (value) => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_LIMIT,
  skip: (value) => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_LIMIT,
};

function checkAllDocsBody(body: unknown): void {
  check(isPlainObject(body) && Array.isArray(body.keys));
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const valid = Object.hasOwn(ALL_DOCS_BODY, name) ? ALL_DOCS_BODY[name] : undefined;
    check(valid !== undefined && valid(value));
  }
}

function checkBulkGetBody(body: unknown): void {
  check(isPlainObject(body) && Object.keys(body).length === 1 && Array.isArray(body.docs));
  const docs = (body as { docs: unknown[] }).docs;
  // An empty list is never answered by PouchDB's bulkGet: the request would hang.
  check(docs.length >= 1 && docs.length <= MAX_KEYS);
  let revs = 0;
  for (const doc of docs) {
    check(isPlainObject(doc) && isDocId(doc.id));
    for (const [name, value] of Object.entries(doc as Record<string, unknown>)) {
      if (name === 'id') continue;
      else if (name === 'rev') check(isRev(value));
      else if (name === 'atts_since') {
        check(isRevList(value));
        revs += (value as string[]).length;
      } else throw bad();
    }
  }
  check(revs <= MAX_REVS);
}

function checkRevsDiffBody(body: unknown): void {
  check(isPlainObject(body));
  const entries = Object.entries(body as Record<string, unknown>);
  check(entries.length <= MAX_KEYS);
  let revs = 0;
  for (const [id, list] of entries) {
    // `{"<existing id>": null}` (or any non-array) killed the embedded store.
    check(isDocId(id) && isRevList(list));
    revs += (list as string[]).length;
  }
  check(revs <= MAX_REVS);
}

/** A `_local` document (a client's checkpoint): an object, with CouchDB's own members well formed. */
function checkLocalDocBody(body: unknown): void {
  check(isPlainObject(body));
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (!name.startsWith('_')) continue;
    if (name === '_id') check(typeof value === 'string');
    else if (name === '_rev') check(isRev(value));
    else throw bad();
  }
}

/** Whether a request of this operation and method carries a body the gateway reads and forwards. */
export function takesBody(operation: Operation, method: string): boolean {
  return (
    (method === 'POST' && ['all-docs', 'bulk-get', 'revs-diff'].includes(operation)) ||
    (method === 'PUT' && operation === 'local-doc')
  );
}

/** Checks the parsed JSON body of a forwarded read or `_local` write (`_bulk_docs`: bulk-docs.ts). */
export function checkReplicationBody(operation: Operation, body: unknown): void {
  if (operation === 'all-docs') checkAllDocsBody(body);
  else if (operation === 'bulk-get') checkBulkGetBody(body);
  else if (operation === 'revs-diff') checkRevsDiffBody(body);
  else if (operation === 'local-doc') checkLocalDocBody(body);
  else throw bad();
}
