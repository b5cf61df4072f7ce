// A premium device's first sync on the wire, without a storage engine, run as its own process by
// the gateway figure: every database pulled side by side until each document is parsed in
// memory, either as today (`_changes` from 0 with documents, 500 a page, as web/src/db/
// gateway-replication.ts asks) or from a snapshot (`_snapshot`, brotli, then `_changes` since
// its seq). The same requests go through the gateway (bearer token) or straight to the store
// (its credential, /<store database>/…); the store has no snapshot, so its peer of the snapshot
// path is its fastest whole answer, one `_changes` with every document.
// (pull-client.ts runs the app's RxDB replication instead; this one times the server and wire.)
// Usage: node bench/lib/wire-pull.ts '<JSON WirePullJob>'; prints {"ms", "docs", "wireBytes"}.
import http from 'node:http';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';

export interface WirePullJob {
  /** Gateway origin, or the store's base URL when `store` is set. */
  base: string;
  /** Gateway database name → the name to ask for (the store's: favourites → userdb-…). */
  databases: Record<string, string>;
  mode: 'changes' | 'snapshot';
  store: boolean;
}

const PAGE = 500;
const job = JSON.parse(process.argv[2] ?? '{}') as WirePullJob;
// The token or the store credential comes through the environment: a command line is readable by anyone.
const authorization = process.env.WIRE_PULL_AUTHORIZATION ?? '';
// A connection per request: while the client parses a large answer its idle kept-alive socket
// can pass the server's keep-alive timeout, and the next request on it then meets a closed socket.
const agent = new http.Agent({ keepAlive: false });
let wireBytes = 0;

async function get(path: string, encoding?: 'br'): Promise<{ status: number; body: Buffer }> {
  const url = job.store ? `${job.base}/${path}` : `${job.base}/db/${path}`;
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { authorization, ...(encoding ? { 'accept-encoding': encoding } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        const collect = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
        });
        response.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
        const packed = response.headers['content-encoding'] === 'br';
        void (
          packed ? pipeline(response, zlib.createBrotliDecompress(), collect) : pipeline(response, collect)
        )
          .then(() => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }))
          .catch(reject);
      },
    );
    request.on('error', reject);
  });
}

interface ChangesPage {
  results: Array<{ id: string; deleted?: boolean; doc?: { _id: string } }>;
  last_seq: string | number;
}

async function changesFrom(
  name: string,
  since: string,
  docs: Map<string, unknown>,
  limit = PAGE,
): Promise<void> {
  for (;;) {
    const query = new URLSearchParams({ style: 'all_docs', include_docs: 'true', since });
    if (limit > 0) query.set('limit', String(limit));
    const answer = await get(`${name}/_changes?${query}`);
    if (answer.status !== 200) throw new Error(`${name}/_changes: ${answer.status}`);
    const page = JSON.parse(answer.body.toString('utf8')) as ChangesPage;
    for (const row of page.results) {
      if (row.id.startsWith('_design/')) continue;
      if (row.deleted || !row.doc) docs.delete(row.id);
      else docs.set(row.id, row.doc);
    }
    since = String(page.last_seq);
    if (limit === 0 || page.results.length < limit) return;
  }
}

async function pullOne(gatewayName: string, name: string): Promise<number> {
  const docs = new Map<string, unknown>();
  const snapshotted = job.mode === 'snapshot' && gatewayName !== 'favourites';
  if (!snapshotted) await changesFrom(name, '0', docs);
  else if (job.store) await changesFrom(name, '0', docs, 0);
  else {
    const answer = await get(`${name}/_snapshot`, 'br');
    if (answer.status !== 200) throw new Error(`${name}/_snapshot: ${answer.status}`);
    const snapshot = JSON.parse(answer.body.toString('utf8')) as {
      seq: string | number;
      docs: Array<{ _id: string }>;
    };
    for (const doc of snapshot.docs) docs.set(doc._id, doc);
    await changesFrom(name, String(snapshot.seq), docs);
  }
  return docs.size;
}

const started = performance.now();
const counts = await Promise.all(
  Object.entries(job.databases).map(([gatewayName, name]) => pullOne(gatewayName, name)),
);
const ms = performance.now() - started;
agent.destroy();
process.stdout.write(`${JSON.stringify({ ms, docs: counts.reduce((a, b) => a + b, 0), wireBytes })}\n`);
