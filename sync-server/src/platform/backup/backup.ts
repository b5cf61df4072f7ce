// Backup and restore over the CouchDB replication protocol, so they work alike for the embedded
// store and for Apache CouchDB (COUCHDB_URL). Every database `_all_dbs` lists (accounts, orders,
// audit and the rest; not CouchDB's own `_users`/`_replicator`) is read through `_changes`, each
// document with its revision history (`_bulk_get?revs=true`), and written back with
// `_bulk_docs new_edits:false`, so revisions and deletions survive as they were.
// A folder holds per database `<db>.ndjson` (one document a line), a checkpoint `<db>.since.json`
// (backup resumes from it) and `<db>.restored.json` (restore resumes from it), and manifest.json
// with each database's document count and update sequence.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CouchDoc, StoreClient } from '../store/couch-client.ts';

const BATCH = 500;

export interface ManifestEntry {
  doc_count: number;
  update_seq: string | number;
  /** Document versions written to `<db>.ndjson` (deleted ones included). */
  lines: number;
}

export interface Manifest {
  format: 'poct-atlas-backup-1';
  databases: Record<string, ManifestEntry>;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

async function readJson<T>(file: string): Promise<T | undefined> {
  return (await exists(file)) ? (JSON.parse(await fs.readFile(file, 'utf8')) as T) : undefined;
}

/** Written whole or not at all: a crash leaves the previous checkpoint. */
async function writeJson(file: string, value: unknown): Promise<void> {
  await fs.writeFile(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  await fs.rename(`${file}.tmp`, file);
}

export async function listDatabases(store: StoreClient): Promise<string[]> {
  const names = await store.json<string[]>('_all_dbs');
  return names.filter((name) => !name.startsWith('_'));
}

interface BulkGetAnswer {
  results: Array<{ id: string; docs: Array<{ ok?: CouchDoc; error?: unknown }> }>;
}

async function backupDatabase(store: StoreClient, db: string, folder: string): Promise<ManifestEntry> {
  const dataFile = path.join(folder, `${db}.ndjson`);
  const checkpointFile = path.join(folder, `${db}.since.json`);
  const checkpoint = (await readJson<{ since: string | number; lines: number }>(checkpointFile)) ?? {
    since: 0,
    lines: 0,
  };
  let { since, lines } = checkpoint;
  const info = await store.info(db);
  for (;;) {
    const page = await store.changes(db, { since: String(since), limit: String(BATCH), style: 'all_docs' });
    if (page.results.length === 0) break;
    const wanted = page.results.flatMap((change) =>
      change.changes.map(({ rev }) => ({ id: change.id, rev })),
    );
    const answer = await store.json<BulkGetAnswer>(
      `${encodeURIComponent(db)}/_bulk_get?revs=true&attachments=true`,
      {
        method: 'POST',
        body: { docs: wanted },
      },
    );
    const docs = answer.results.flatMap((result) => result.docs.flatMap((doc) => (doc.ok ? [doc.ok] : [])));
    if (docs.length > 0)
      await fs.appendFile(dataFile, docs.map((doc) => `${JSON.stringify(doc)}\n`).join(''));
    lines += docs.length;
    since = page.last_seq;
    await writeJson(checkpointFile, { since, lines });
  }
  return { doc_count: info?.doc_count ?? 0, update_seq: info?.update_seq ?? 0, lines };
}

/** Backs every database up into `folder`, resuming from its checkpoints; returns the manifest. */
export async function backupStore(store: StoreClient, folder: string): Promise<Manifest> {
  // It holds password hashes and sessions: readable by this user alone.
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  const manifest: Manifest = { format: 'poct-atlas-backup-1', databases: {} };
  for (const db of await listDatabases(store))
    manifest.databases[db] = await backupDatabase(store, db, folder);
  await writeJson(path.join(folder, 'manifest.json'), manifest);
  return manifest;
}

/** Writes every database of the backup in `folder` into `store`, resuming where it stopped. */
export async function restoreStore(store: StoreClient, folder: string): Promise<Manifest> {
  const manifest = await readJson<Manifest>(path.join(folder, 'manifest.json'));
  if (!manifest || manifest.format !== 'poct-atlas-backup-1')
    throw new Error(`${folder}: no backup manifest`);
  for (const db of Object.keys(manifest.databases)) {
    await store.ensureDatabase(db);
    const dataFile = path.join(folder, `${db}.ndjson`);
    const doneFile = path.join(folder, `${db}.restored.json`);
    const done = (await readJson<{ lines: number }>(doneFile))?.lines ?? 0;
    const all = (await exists(dataFile))
      ? (await fs.readFile(dataFile, 'utf8')).split('\n').filter(Boolean)
      : [];
    for (let start = done; start < all.length; start += BATCH) {
      const docs = all.slice(start, start + BATCH).map((line) => JSON.parse(line) as CouchDoc);
      await store.json(`${encodeURIComponent(db)}/_bulk_docs`, {
        method: 'POST',
        body: { docs, new_edits: false },
      });
      await writeJson(doneFile, { lines: Math.min(all.length, start + BATCH) });
    }
  }
  return manifest;
}
