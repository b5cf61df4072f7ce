// The embedded CouchDB-compatible store: express-pouchdb (the core of pouchdb-server) on
// PouchDB 9 with LevelDB, on its own loopback HTTP server. It runs as a child process because
// express-pouchdb is built for Express 4 and breaks inside Express 5, and
// so that a crash of the store cannot take the gateway down: the parent restarts it.
// Every request must carry the data directory's credential (STORE_CREDENTIAL, store-credential.ts)
// as Basic auth; anything else is answered 401 here, before express-pouchdb sees it, so no route
// of it (`_config`, `_session`, `_all_dbs`, documents) is reachable without the credential.
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { log } from '../log/logger.ts';

// PouchDB ships no type declarations; only these few calls are made on it.
interface PouchConstructor {
  plugin(plugin: unknown): PouchConstructor;
  defaults(options: { prefix: string }): PouchConstructor;
}
const require = createRequire(import.meta.url);
const PouchDB = require('pouchdb-core') as PouchConstructor;
const expressPouchDB = require('express-pouchdb') as (
  pouch: unknown,
  opts: Record<string, unknown>,
) => http.RequestListener;

const dataDir = process.env.STORE_DATA_DIR;
const port = Number(process.env.STORE_PORT ?? '0');
const credential = process.env.STORE_CREDENTIAL;
if (!dataDir) throw new Error('STORE_DATA_DIR is required');
if (!credential) throw new Error('STORE_CREDENTIAL is required');
// Not passed on to anything this process might start.
delete process.env.STORE_CREDENTIAL;

// express-pouchdb answers some bad requests (a _changes filter naming a missing design
// function) and then rejects a promise nobody awaits; log it instead of dying.
process.on('unhandledRejection', (reason) => {
  log.error({ area: 'store', err: reason }, 'unhandled rejection (ignored)');
});

function fail(message: string): never {
  process.send?.({ type: 'error', message });
  log.fatal({ area: 'store' }, message);
  process.exit(1);
}

try {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The LevelDB files hold password hashes and server state: readable by this user alone.
  fs.chmodSync(dataDir, 0o700);
  fs.accessSync(dataDir, fs.constants.W_OK);
} catch (error) {
  fail(`data directory ${dataDir} is not writable: ${(error as Error).message}`);
}

for (const plugin of [
  'pouchdb-adapter-leveldb',
  'pouchdb-adapter-http',
  'pouchdb-replication',
  'pouchdb-mapreduce',
  'pouchdb-find',
]) {
  PouchDB.plugin(require(plugin));
}
const LevelPouch = PouchDB.defaults({ prefix: `${dataDir}${path.sep}` });

const app = expressPouchDB(LevelPouch, {
  mode: 'minimumForPouchDB',
  overrideMode: { include: ['routes/find'] },
  configPath: path.join(dataDir, 'store-config.json'),
  logPath: path.join(dataDir, 'store-log.txt'),
});

const digest = (value: string): Buffer => crypto.createHash('sha256').update(value).digest();
const expected = digest(credential);

/** True when the request carries exactly the credential (compared in constant time). */
function authorized(header: string | undefined): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  return crypto.timingSafeEqual(digest(Buffer.from(match[1]!, 'base64').toString('utf8')), expected);
}

const server = http.createServer((req, res) => {
  if (authorized(req.headers.authorization)) return app(req, res);
  // CouchDB's own answer to a wrong or missing credential.
  const body = JSON.stringify({ error: 'unauthorized', reason: 'Name or password is incorrect.' });
  res.writeHead(401, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'www-authenticate': 'Basic realm="store"',
    'cache-control': 'must-revalidate',
  });
  res.end(body);
  // The body of a refused request is never read; drain it so the connection stays usable.
  req.resume();
});
server.keepAliveTimeout = 65_000;
server.on('error', (error: NodeJS.ErrnoException) => {
  fail(
    error.code === 'EADDRINUSE'
      ? `port ${port} on 127.0.0.1 is already in use (set STORE_PORT to another port)`
      : `cannot listen on 127.0.0.1:${port}: ${error.message}`,
  );
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  process.send?.({ type: 'ready', port: actual });
});

process.on('SIGTERM', () => {
  // Open longpolls would keep close() waiting for their own timeout; cut them.
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
process.on('disconnect', () => process.exit(0));
