// Fetches `/db/<name>/_snapshot` as a device does, but keeps the bytes on the wire (fetch() would
// undo the Content-Encoding silently), and applies a snapshot plus a `_changes` catch-up the way
// the contract describes (ARCHITECTURE.md "Sync", snapshots).
import http from 'node:http';
import zlib from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, still compressed. */
  body: Buffer;
}

export interface SnapshotBody {
  db: string;
  seq: string | number;
  count: number;
  docs: Array<{ _id: string; _rev: string; [field: string]: unknown }>;
}

export function rawRequest(url: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

export function getSnapshot(
  baseUrl: string,
  db: string,
  token: string | undefined,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return rawRequest(`${baseUrl}/db/${db}/_snapshot`, {
    'accept-encoding': 'br, gzip',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...headers,
  });
}

export function decode(answer: RawAnswer): SnapshotBody {
  const encoding = answer.headers['content-encoding'];
  const raw =
    encoding === 'br'
      ? zlib.brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? zlib.gunzipSync(answer.body)
        : answer.body;
  return JSON.parse(raw.toString('utf8')) as SnapshotBody;
}

/** Snapshot, then every change after its seq through the gateway: id → rev, as a device ends up. */
export async function snapshotThenCatchUp(
  baseUrl: string,
  db: string,
  token: string,
  snapshot: SnapshotBody,
): Promise<Map<string, string>> {
  const revs = new Map(snapshot.docs.map((doc) => [doc._id, doc._rev]));
  let since = String(snapshot.seq);
  for (;;) {
    const query = new URLSearchParams({ since, limit: '500', include_docs: 'true', style: 'all_docs' });
    const response = await fetch(`${baseUrl}/db/${db}/_changes?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`_changes: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as {
      results: Array<{ id: string; deleted?: boolean; doc?: { _rev: string } }>;
      last_seq: string | number;
    };
    for (const change of page.results) {
      if (change.id.startsWith('_design/')) continue;
      if (change.deleted || !change.doc) revs.delete(change.id);
      else revs.set(change.id, change.doc._rev);
    }
    since = String(page.last_seq);
    if (page.results.length < 500) return revs;
  }
}
