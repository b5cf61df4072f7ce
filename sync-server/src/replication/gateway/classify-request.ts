// Names what a request under /db/<database>/ asks for, so the access policy can decide on a
// small closed set of operations. Anything not needed for replication is `forbidden`.
import { isDocumentId } from '@poct/schemas';

export type Operation =
  | 'db-info'
  | 'changes'
  | 'all-docs'
  | 'bulk-get'
  | 'revs-diff'
  | 'bulk-docs'
  | 'read-doc'
  | 'local-doc'
  /** The database as one compressed document list (sync-server/src/replication/snapshots/). */
  | 'snapshot'
  | 'forbidden';

export interface ClassifiedRequest {
  database: string;
  operation: Operation;
  /** The path below the database, e.g. `_changes` or a document id. */
  rest: string;
}

/** Operations that only read. */
export const READ_OPERATIONS: ReadonlySet<Operation> = new Set([
  'db-info',
  'changes',
  'all-docs',
  'bulk-get',
  'revs-diff',
  'read-doc',
  'snapshot',
]);

function decodedOrUndefined(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function classifyRequest(method: string, path: string): ClassifiedRequest | undefined {
  // path is what follows /db/, without the query string.
  const slash = path.indexOf('/');
  const rawDb = slash === -1 ? path : path.slice(0, slash);
  const rest = slash === -1 ? '' : path.slice(slash + 1);
  let database: string;
  try {
    database = decodeURIComponent(rawDb);
  } catch {
    return undefined;
  }
  if (database === '') return undefined;

  const op = ((): Operation => {
    if (rest === '') return method === 'GET' || method === 'HEAD' ? 'db-info' : 'forbidden';
    if (rest === '_changes') return method === 'GET' ? 'changes' : 'forbidden';
    if (rest === '_all_docs') return method === 'GET' || method === 'POST' ? 'all-docs' : 'forbidden';
    if (rest === '_bulk_get') return method === 'POST' ? 'bulk-get' : 'forbidden';
    if (rest === '_revs_diff') return method === 'POST' ? 'revs-diff' : 'forbidden';
    if (rest === '_bulk_docs') return method === 'POST' ? 'bulk-docs' : 'forbidden';
    // GET only: a HEAD would tell a refused caller nothing, an allowed one nothing useful.
    if (rest === '_snapshot') return method === 'GET' ? 'snapshot' : 'forbidden';
    if (rest.startsWith('_local/') && rest.length > '_local/'.length && !rest.slice(7).includes('/')) {
      return ['GET', 'PUT', 'DELETE'].includes(method) ? 'local-doc' : 'forbidden';
    }
    // Every other underscore path (_find: a query language replication does not need, _design,
    // _security, _compact, _purge, _index …) and
    // attachments (a second path segment) are not part of replication here.
    if (rest.startsWith('_') || rest.includes('/')) return 'forbidden';
    // The store decodes the id (`%5Fdesign%2Fx` is `_design/x`): decoded, it follows the one rule for ids.
    if (!isDocumentId(decodedOrUndefined(rest))) return 'forbidden';
    // Documents are written only through _bulk_docs, so every write passes one validator.
    return method === 'GET' || method === 'HEAD' ? 'read-doc' : 'forbidden';
  })();
  return { database, operation: op, rest };
}

/** Query parameters forwarded per operation; everything else is dropped (a
 * `_changes` filter naming a missing design function kills the embedded store). */
const ALLOWED_PARAMS: Partial<Record<Operation, ReadonlySet<string>>> = {
  changes: new Set([
    'since',
    'limit',
    'feed',
    'style',
    'include_docs',
    'heartbeat',
    'timeout',
    'descending',
    'conflicts',
    'seq_interval',
    'return_docs',
  ]),
  'all-docs': new Set([
    'include_docs',
    'keys',
    'key',
    'startkey',
    'endkey',
    'start_key',
    'end_key',
    'limit',
    'skip',
    'descending',
    'inclusive_end',
    'conflicts',
    'update_seq',
  ]),
  'bulk-get': new Set(['revs', 'latest']),
  'read-doc': new Set(['rev', 'revs', 'open_revs', 'latest', 'revs_info', 'conflicts']),
  'local-doc': new Set(['rev']),
};

const FEEDS = new Set(['normal', 'longpoll', 'continuous']);

export function filterQuery(operation: Operation, query: URLSearchParams): URLSearchParams {
  const allowed = ALLOWED_PARAMS[operation];
  const out = new URLSearchParams();
  if (!allowed) return out;
  for (const [key, value] of query) {
    if (!allowed.has(key)) continue;
    if (key === 'feed' && !FEEDS.has(value)) continue;
    out.append(key, value);
  }
  return out;
}
