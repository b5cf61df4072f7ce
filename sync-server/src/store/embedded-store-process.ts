// The embedded CouchDB-compatible store: express-pouchdb (the core of pouchdb-server) on
// PouchDB 9 with LevelDB, on its own loopback HTTP server. It runs as a child process because
// express-pouchdb is built for Express 4 and breaks inside Express 5 (DESIGN.md section 8), and
// so that a crash of the store cannot take the gateway down: the parent restarts it.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

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
if (!dataDir) throw new Error('STORE_DATA_DIR is required');

// express-pouchdb answers some bad requests (a _changes filter naming a missing design
// function) and then rejects a promise nobody awaits; log it instead of dying (DESIGN.md 8).
process.on('unhandledRejection', (reason) => {
  console.error('[store] unhandled rejection (ignored):', reason);
});

function fail(message: string): never {
  process.send?.({ type: 'error', message });
  console.error(`[store] ${message}`);
  process.exit(1);
}

try {
  fs.mkdirSync(dataDir, { recursive: true });
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

const server = http.createServer(app);
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
