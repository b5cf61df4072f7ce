// `npm run backup -- <folder>` and `npm run restore -- <folder>` (backup.ts). With COUCHDB_URL
// they talk to that store; without it they start the embedded store of DATA_DIR, which only one
// process may hold: stop the server first.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createStoreClient } from '../store/couch-client.ts';
import { startEmbeddedStore } from '../store/embedded-store.ts';
import { backupStore, restoreStore } from './backup.ts';

const [mode, folder] = process.argv.slice(2);
if ((mode !== 'backup' && mode !== 'restore') || !folder) {
  process.stderr.write('usage: npm run backup -- <folder> | npm run restore -- <folder>\n');
  process.exit(2);
}
const config = loadConfig();
const embedded = config.couchdbUrl ? undefined : await startEmbeddedStore(config.dataDir, 0);
const store = embedded
  ? createStoreClient(embedded.url, embedded.authorization)
  : createStoreClient(config.couchdbUrl!);
try {
  const target = path.resolve(folder);
  const manifest = mode === 'backup' ? await backupStore(store, target) : await restoreStore(store, target);
  for (const [db, entry] of Object.entries(manifest.databases))
    process.stdout.write(
      `${db}: ${entry.doc_count} documents, ${entry.lines} versions, seq ${entry.update_seq}\n`,
    );
  process.stdout.write(`${mode === 'backup' ? 'backed up to' : 'restored from'} ${target}\n`);
} catch (error) {
  process.stderr.write(`${mode} failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
