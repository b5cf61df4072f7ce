// A small client for the CouchDB HTTP API. The server speaks only HTTP to its store, so the
// same code runs against the embedded store and an Apache CouchDB cluster (COUCHDB_URL).
import { storeAnswer } from './store-answer.ts';
import { storeUrl } from './store-url.ts';
import { timedStoreCall } from '../metrics/metrics.ts';

export class StoreError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, what: string) {
    super(`store ${what} answered ${status}: ${JSON.stringify(body)}`);
    this.status = status;
    this.body = body;
  }
}

export interface CouchDoc {
  _id: string;
  _rev?: string;
  _deleted?: boolean;
  [field: string]: unknown;
}

export interface BulkResult {
  id: string;
  rev?: string;
  ok?: boolean;
  error?: string;
  reason?: string;
}

export interface ChangesResponse<T = CouchDoc> {
  results: Array<{
    id: string;
    seq: string | number;
    deleted?: boolean;
    doc?: T;
    changes: { rev: string }[];
  }>;
  last_seq: string | number;
  pending?: number;
}

export interface StoreClient {
  /** Base URL with trailing slash, without credentials. */
  readonly url: string;
  /**
   * Authorization header value for the store (CouchDB credentials from the URL's userinfo, or
   * the embedded store's credential); every request path sends it (store-answer.ts,
   * changes-request.ts, gateway/proxy.ts).
   */
  readonly authorization: string | undefined;
  request(path: string, init?: { method?: string; body?: unknown; signal?: AbortSignal }): Promise<Response>;
  json<T>(path: string, init?: { method?: string; body?: unknown; signal?: AbortSignal }): Promise<T>;
  ensureDatabase(name: string): Promise<void>;
  get<T extends CouchDoc>(db: string, id: string): Promise<T | undefined>;
  put(db: string, doc: CouchDoc): Promise<{ id: string; rev: string }>;
  bulkDocs(db: string, docs: CouchDoc[], options?: { newEdits?: boolean }): Promise<BulkResult[]>;
  allDocs<T extends CouchDoc>(
    db: string,
    options?: { keys?: string[]; startkey?: string; endkey?: string; limit?: number },
  ): Promise<T[]>;
  info(db: string): Promise<{ doc_count: number; update_seq: string | number } | undefined>;
  changes(db: string, params: Record<string, string>, signal?: AbortSignal): Promise<ChangesResponse>;
}

function splitCredentials(base: string): { url: string; authorization: string | undefined } {
  const parsed = new URL(base);
  if (!parsed.username) return { url: base, authorization: undefined };
  const authorization = `Basic ${Buffer.from(
    `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`,
  ).toString('base64')}`;
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.toString(), authorization };
}

/** `authorization`, when given, is used instead of credentials in the URL (the embedded store's). */
export function createStoreClient(baseUrl: string, explicitAuthorization?: string): StoreClient {
  const split = splitCredentials(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const url = split.url;
  const authorization = explicitAuthorization ?? split.authorization;

  const request: StoreClient['request'] = (path, init = {}) => {
    // identity: fetch would ask for gzip, and on loopback compressing in the store and
    // decompressing here costs both processes CPU for nothing.
    const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'identity' };
    if (authorization) headers.authorization = authorization;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    return timedStoreCall(init.method ?? 'GET', path, () =>
      fetch(storeUrl(url, path), {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
      }),
    );
  };

  // Most calls go through here, so it avoids fetch's per-request cost (store-answer.ts).
  const json = async <T>(path: string, init: Parameters<StoreClient['request']>[1] = {}): Promise<T> => {
    const method = init.method ?? 'GET';
    const answer = await timedStoreCall(method, path, () =>
      storeAnswer(
        { url, authorization },
        {
          method,
          path,
          body: init.body === undefined ? undefined : Buffer.from(JSON.stringify(init.body)),
          signal: init.signal,
        },
      ),
    );
    const body: unknown = JSON.parse(answer.body.toString('utf8'));
    if (answer.status < 200 || answer.status >= 300)
      throw new StoreError(answer.status, body, `${method} ${path}`);
    return body as T;
  };

  const enc = encodeURIComponent;

  return {
    url,
    authorization,
    request,
    json,
    async ensureDatabase(name) {
      const response = await request(enc(name), { method: 'PUT' });
      // 412: it exists already. Anything else is a real failure.
      if (!response.ok && response.status !== 412) {
        throw new StoreError(response.status, await response.json(), `PUT ${name}`);
      }
      await response.body?.cancel();
    },
    async get(db, id) {
      const response = await request(`${enc(db)}/${enc(id)}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      const body: unknown = await response.json();
      if (!response.ok) throw new StoreError(response.status, body, `GET ${db}/${id}`);
      return body as never;
    },
    async put(db, doc) {
      const result = await json<{ id: string; rev: string }>(`${enc(db)}/${enc(doc._id)}`, {
        method: 'PUT',
        body: doc,
      });
      return { id: result.id, rev: result.rev };
    },
    bulkDocs(db, docs, options = {}) {
      return json<BulkResult[]>(`${enc(db)}/_bulk_docs`, {
        method: 'POST',
        body: options.newEdits === false ? { docs, new_edits: false } : { docs },
      });
    },
    async allDocs(db, options = {}) {
      const query = new URLSearchParams({ include_docs: 'true' });
      if (options.startkey !== undefined) query.set('startkey', JSON.stringify(options.startkey));
      if (options.endkey !== undefined) query.set('endkey', JSON.stringify(options.endkey));
      if (options.limit !== undefined) query.set('limit', String(options.limit));
      const body = await json<{ rows: Array<{ doc?: CouchDoc; error?: string }> }>(
        `${enc(db)}/_all_docs?${query}`,
        options.keys ? { method: 'POST', body: { keys: options.keys } } : undefined,
      );
      return body.rows.flatMap((row) => (row.doc ? [row.doc as never] : []));
    },
    async info(db) {
      const response = await request(enc(db));
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      const body: unknown = await response.json();
      if (!response.ok) throw new StoreError(response.status, body, `GET ${db}`);
      return body as { doc_count: number; update_seq: string | number };
    },
    changes(db, params, signal) {
      return json<ChangesResponse>(`${enc(db)}/_changes?${new URLSearchParams(params)}`, { signal });
    },
  };
}
