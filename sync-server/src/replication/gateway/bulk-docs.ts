// Validates a push document by document before it reaches the store (who may push to which database
// at all is access-policy.ts): permission for the database and action, the collection's JSON schema
// and business rules from @poct/schemas (the URL policy among them), author fields equal to the
// caller. Rejected documents get a CouchDB-style per-document error whose reason is the catalogue
// text of the first problem (the one a form would show) and are not stored; the rest of the batch
// is written and the answers keep the order.
import {
  fromCouchDoc,
  isDocumentId,
  isOwnDatabase,
  masterWritePermission,
  message,
  validateDocument,
  type Locale,
  type MessageParams,
  type ValidationResult,
} from '@poct/schemas';
import type { AccessClaims } from '../../identity/index.ts';
import { hasPermission } from '../../identity/index.ts';
import type { BulkResult, CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { COLLECTION_OF, type MasterName } from '../../platform/store/databases.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { GatewayDatabase } from './access-policy.ts';
import { completeIntents, recordIntents } from '../../identity/index.ts';
import { isRev } from './replication-shapes.ts';

const MAX_DOCS_PER_BATCH = 1000;

interface Verdict {
  doc: CouchDoc | undefined;
  error: { key: string; params?: MessageParams; id: string } | undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Members of a request body besides `docs`: CouchDB knows these two. */
const BODY_OPTIONS = new Set(['docs', 'new_edits']);

/** Parses `{docs: [...]}` (optionally `new_edits: true`); anything else is a 400 for the whole
 * request. Each document is judged on its own later (`judge`). */
export function parseBulkBody(body: unknown): unknown[] {
  if (!isPlainObject(body) || !Array.isArray(body.docs)) throw new AppError(400, 'error.400');
  if (Object.keys(body).some((name) => !BODY_OPTIONS.has(name))) throw new AppError(400, 'error.400');
  // new_edits=false writes revisions verbatim (replicator style) and would bypass conflict
  // detection; RxDB never sends it.
  if (body.new_edits !== undefined && body.new_edits !== true) throw new AppError(400, 'error.400');
  if (body.docs.length > MAX_DOCS_PER_BATCH) throw new AppError(413, 'error.413');
  return body.docs;
}

/**
 * CouchDB's own members of a pushed document must be well formed, since the collection schemas
 * never see them (`fromCouchDoc` drops every underscore member): `_rev` a revision, `_deleted` a
 * boolean, nothing else (`_revisions`, `_conflicts`, `_local_seq`, unknown `_foo`: the store
 * would act on them or fail the whole batch). `_attachments` is refused apart, with a 403.
 */
function wellFormedMeta(doc: Record<string, unknown>): boolean {
  for (const [name, value] of Object.entries(doc)) {
    if (!name.startsWith('_') || name === '_id' || name === '_attachments') continue;
    if (name === '_rev' ? !isRev(value) : name !== '_deleted' || typeof value !== 'boolean') return false;
  }
  return true;
}

function judge(
  raw: unknown,
  db: GatewayDatabase,
  claims: AccessClaims,
  existing: Map<string, CouchDoc>,
): Verdict {
  const id = isPlainObject(raw) && typeof raw._id === 'string' ? raw._id : '';
  const reject = (key: string, params?: MessageParams): Verdict => ({
    doc: undefined,
    error: { key, params, id },
  });
  const refuseInvalid = (result: Extract<ValidationResult, { ok: false }>): Verdict =>
    reject(result.errors[0]?.key ?? 'error.400', result.errors[0]?.params);
  // The one rule for ids: never a store path (`_design/…`, `.`, `..`), empty or odd characters.
  if (!isPlainObject(raw) || !isDocumentId(id)) return reject('error.400');
  if ('_attachments' in raw) return reject('error.403');
  if (!wellFormedMeta(raw)) return reject('error.400');
  const doc = raw as CouchDoc;
  const before = existing.get(id);

  if (db === 'favourites') {
    if (doc._deleted === true) return { doc, error: undefined };
    const result = validateDocument('favourite', fromCouchDoc(doc));
    if (!result.ok) return refuseInvalid(result);
    if (doc.user_id !== claims.sub) return reject('error.403');
    return { doc, error: undefined };
  }
  if (db === 'watchlist') {
    if (doc._deleted === true) return { doc, error: undefined };
    const result = validateDocument('watch', fromCouchDoc(doc));
    if (!result.ok) return refuseInvalid(result);
    if (doc.updated_by !== claims.sub) return reject('error.403');
    return { doc, error: undefined };
  }
  if (db === 'alerts') return judgeAlert(doc, before, reject, refuseInvalid);
  if (db === 'saved_comparisons') {
    // The caller's own database: a delete needs no more than the push rule.
    if (doc._deleted === true) return { doc, error: undefined };
    const result = validateDocument('saved_comparison', fromCouchDoc(doc));
    if (!result.ok) return refuseInvalid(result);
    if (doc.updated_by !== claims.sub) return reject('error.403');
    return { doc, error: undefined };
  }

  const master = db as MasterName;
  if (doc._deleted === true) {
    // With no stored version (never there, or already deleted) the pushed document decides the
    // permission: the store would otherwise write a tombstone for anyone who may push here.
    const permission = masterWritePermission(master, before ?? doc, 'delete');
    return hasPermission(claims, permission) ? { doc, error: undefined } : reject('error.403');
  }
  const action = before ? 'update' : 'create';
  const needed = [masterWritePermission(master, doc, action)];
  // Changing a master data item's type needs the right over the old type as well.
  if (before && before.type !== doc.type) needed.push(masterWritePermission(master, before, 'update'));
  if (!needed.every((permission) => hasPermission(claims, permission))) return reject('error.403');
  const result = validateDocument(COLLECTION_OF[master], fromCouchDoc(doc));
  if (!result.ok) return refuseInvalid(result);
  if (doc.updated_by !== claims.sub) return reject('error.403');
  return { doc, error: undefined };
}

/** What a push may change of an alert the server wrote: its read mark and when that was set. */
const ALERT_CHANGEABLE = new Set(['_rev', 'read', 'updated_at']);

/**
 * An alert is the server's: a push may only mark a stored one read or unread. Creating,
 * deleting or changing anything else is refused.
 */
function judgeAlert(
  doc: CouchDoc,
  before: CouchDoc | undefined,
  reject: (key: string) => Verdict,
  refuseInvalid: (result: Extract<ValidationResult, { ok: false }>) => Verdict,
): Verdict {
  if (doc._deleted === true || !before) return reject('error.403');
  const result = validateDocument('alert', fromCouchDoc(doc));
  if (!result.ok) return refuseInvalid(result);
  const names = new Set([...Object.keys(doc), ...Object.keys(before)]);
  for (const name of names) {
    if (ALERT_CHANGEABLE.has(name)) continue;
    if (JSON.stringify(doc[name]) !== JSON.stringify(before[name])) return reject('error.403');
  }
  return { doc, error: undefined };
}

export async function writeBulkDocs(options: {
  store: StoreClient;
  storeDb: string;
  db: GatewayDatabase;
  claims: AccessClaims;
  docs: unknown[];
  locale: Locale;
}): Promise<BulkResult[]> {
  const { store, storeDb, db, claims, docs, locale } = options;
  // Masters need the stored versions (permissions over the old type, audit "before"), and so do
  // alerts (only the read mark may change); any other document of the caller's own database is
  // judged on itself alone, so its push costs the store one request, not two.
  const own = isOwnDatabase(db);
  const ids =
    own && db !== 'alerts'
      ? []
      : docs.flatMap((doc) => (isPlainObject(doc) && typeof doc._id === 'string' ? [doc._id] : []));
  const current = ids.length ? await store.allDocs(storeDb, { keys: [...new Set(ids)] }) : [];
  const existing = new Map(current.map((doc) => [doc._id, doc]));

  const verdicts = docs.map((doc) => judge(doc, db, claims, existing));
  const accepted = verdicts.flatMap((verdict) => (verdict.doc ? [verdict.doc] : []));
  const audited = !own;
  const intents = audited
    ? await recordIntents({ store, database: storeDb, userId: claims.sub, docs: accepted, before: existing })
    : [];
  const written = accepted.length ? await store.bulkDocs(storeDb, accepted) : [];
  if (audited) await completeIntents({ store, ids: intents, results: written });

  let next = 0;
  return verdicts.map((verdict) => {
    if (verdict.error) {
      return {
        id: verdict.error.id,
        error: 'forbidden',
        reason: message(verdict.error.key, locale, verdict.error.params),
      };
    }
    return written[next++] as BulkResult;
  });
}
