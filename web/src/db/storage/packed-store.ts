// The packed local store: the read-only replicated collections (`push: false` in collections.ts)
// persisted to IndexedDB as few large records, about 500 documents each, beside the replication
// sequence they are consistent with. RxDB on Dexie spends ~314 µs per document on a write and
// ~150 µs on a read; a packed record costs ~10 µs per document. The documents live in
// RxDB memory collections while the app runs (local-database.ts); this file only persists them.
//
// One IndexedDB database per user (`<local database name>--packed`, wiped with the rest by
// wipe-local-data.ts), one object store of records keyed `meta:<collection>` and
// `chunk:<collection>:<n>`. A collection's documents count only with its meta record: a flush
// writes the changed chunks and the meta record in one transaction, so a reload never sees
// documents without the sequence they belong to (or a sequence ahead of its documents).
import type { RxDocData } from '../replication/couch-documents.ts';
import { done, request } from './idb-request.ts';

export const PACKED_SUFFIX = '--packed';
const STORE = 'records';
export const CHUNK_SIZE = 500;

/** One document as the device holds it, with the server's revision (`_rev`) it came with. */
export interface PackedDoc {
  doc: RxDocData;
  rev: string;
}

export type Sequence = string | number;

interface MetaRecord {
  seq: Sequence;
  chunks: number;
}

interface ChunkRecord {
  docs: PackedDoc[];
}

/** What a flush wrote, for the other tabs of this user (they refresh those chunks). */
export interface FlushNotice {
  collection: string;
  chunks: number[];
  seq: Sequence;
}

const metaKey = (collection: string): string => `meta:${collection}`;
const chunkPrefix = (collection: string): string => `chunk:${collection}:`;
const chunkKey = (collection: string, index: number): string => `${chunkPrefix(collection)}${index}`;

export interface PackedStore {
  readonly name: string;
  /** A collection's persisted documents and their sequence; none (seq null) before its first flush. */
  load(collection: string): Promise<{ seq: Sequence | null; chunks: Map<number, PackedDoc[]> }>;
  /** Chunks another tab wrote, by index (a missing chunk is an empty one). */
  readChunks(collection: string, chunks: number[]): Promise<Map<number, PackedDoc[]>>;
  /** The in-memory layout of one collection, which turns document changes into chunk writes. */
  packer(collection: string): Packer;
  /** True once the browser closed the database under us (site data cleared). */
  readonly lost: boolean;
  close(): void;
}

export interface Packer {
  readonly seq: Sequence | null;
  /** Every document held, by id (also what the tests compare with the server). */
  readonly docs: ReadonlyMap<string, PackedDoc>;
  /** Takes the layout of a load (chunk index → documents) without marking anything to write. */
  adopt(chunks: Map<number, PackedDoc[]>, seq: Sequence | null): void;
  /** Records changes (a deleted document's `doc._deleted` is true) and the sequence they reach. */
  apply(changes: PackedDoc[], seq: Sequence): void;
  /** Writes what changed since the last flush in one transaction; resolves with what it wrote. */
  flush(): Promise<FlushNotice | null>;
  /** Replaces the layout with another tab's chunks (see FlushNotice). */
  refresh(
    notice: FlushNotice,
    chunks: Map<number, PackedDoc[]>,
  ): { upserted: PackedDoc[]; removed: string[] };
}

async function openWithStore(name: string, version?: number): Promise<IDBDatabase> {
  const open = version === undefined ? indexedDB.open(name) : indexedDB.open(name, version);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
  };
  const db = await request(open);
  if (db.objectStoreNames.contains(STORE)) return db;
  // Created empty by someone else (a test's look inside, a race with a deletion): add the store.
  const next = db.version + 1;
  db.close();
  return openWithStore(name, next);
}

export async function openPackedStore(name: string): Promise<PackedStore> {
  const db = await openWithStore(name, 1).catch(() => openWithStore(name));
  let lost = false;
  // "Clear site data" closes the connection: later flushes must not pretend to persist.
  db.onclose = () => (lost = true);
  // Another tab deleting the database (sign-out there) must not be blocked by this one.
  db.onversionchange = () => {
    lost = true;
    db.close();
  };

  async function readChunks(collection: string, chunks: number[]): Promise<Map<number, PackedDoc[]>> {
    const tx = db.transaction(STORE, 'readonly');
    const store = tx.objectStore(STORE);
    const records = await Promise.all(
      chunks.map((index) =>
        request(store.get(chunkKey(collection, index)) as IDBRequest<ChunkRecord | undefined>),
      ),
    );
    return new Map(chunks.map((index, i) => [index, records[i]?.docs ?? []]));
  }

  return {
    name,
    get lost() {
      return lost;
    },
    close: () => db.close(),
    readChunks,
    async load(collection) {
      const tx = db.transaction(STORE, 'readonly');
      const store = tx.objectStore(STORE);
      const meta = (await request(store.get(metaKey(collection)))) as MetaRecord | undefined;
      if (!meta) return { seq: null, chunks: new Map() };
      const prefix = chunkPrefix(collection);
      const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
      const [keys, records] = await Promise.all([
        request(store.getAllKeys(range)),
        request(store.getAll(range) as IDBRequest<ChunkRecord[]>),
      ]);
      // Keys sort as strings (chunk 10 before chunk 2): the index comes from the key.
      const chunks = new Map(
        keys.map((key, i) => [Number(String(key).slice(prefix.length)), records[i]!.docs] as const),
      );
      return { seq: meta.seq, chunks };
    },
    packer: (collection) => createPacker(collection, db, () => lost),
  };
}

function createPacker(collection: string, db: IDBDatabase, isLost: () => boolean): Packer {
  const docs = new Map<string, PackedDoc>();
  const chunkOf = new Map<string, number>();
  const chunks: Array<Set<string>> = [];
  const dirty = new Set<number>();
  let seq: Sequence | null = null;
  let persistedSeq: Sequence | null = null;
  let open = 0;

  function place(id: string): number {
    const known = chunkOf.get(id);
    if (known !== undefined) return known;
    while (open < chunks.length && chunks[open]!.size >= CHUNK_SIZE) open++;
    if (open === chunks.length) chunks.push(new Set());
    chunks[open]!.add(id);
    chunkOf.set(id, open);
    return open;
  }

  function drop(id: string): number | undefined {
    const index = chunkOf.get(id);
    if (index === undefined) return undefined;
    chunks[index]!.delete(id);
    chunkOf.delete(id);
    docs.delete(id);
    open = Math.min(open, index);
    return index;
  }

  function reset(): void {
    docs.clear();
    chunkOf.clear();
    chunks.length = 0;
    dirty.clear();
    open = 0;
  }

  return {
    get seq() {
      return seq;
    },
    docs,
    adopt(loaded, loadedSeq) {
      reset();
      for (const [index, packedDocs] of loaded) {
        while (chunks.length <= index) chunks.push(new Set());
        for (const packed of packedDocs) {
          docs.set(packed.doc.id, packed);
          chunks[index]!.add(packed.doc.id);
          chunkOf.set(packed.doc.id, index);
        }
      }
      seq = persistedSeq = loadedSeq;
    },
    apply(changes, nextSeq) {
      for (const change of changes) {
        const id = change.doc.id;
        if (change.doc._deleted) {
          const index = drop(id);
          if (index !== undefined) dirty.add(index);
        } else {
          docs.set(id, change);
          dirty.add(place(id));
        }
      }
      seq = nextSeq;
    },
    async flush() {
      if (seq === null || (dirty.size === 0 && seq === persistedSeq)) return null;
      if (isLost()) throw new Error('The packed store was closed by the browser');
      const written = [...dirty];
      const writtenSeq = seq;
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      for (const index of written) {
        const ids = chunks[index] ?? new Set<string>();
        const record: ChunkRecord = { docs: [...ids].map((id) => docs.get(id)!) };
        store.put(record, chunkKey(collection, index));
      }
      store.put({ seq: writtenSeq, chunks: chunks.length } satisfies MetaRecord, metaKey(collection));
      dirty.clear();
      try {
        await done(tx);
      } catch (error) {
        for (const index of written) dirty.add(index);
        throw error;
      }
      persistedSeq = writtenSeq;
      return { collection, chunks: written, seq: writtenSeq };
    },
    refresh(notice, fresh) {
      const upserted: PackedDoc[] = [];
      const stillThere = new Set<string>();
      const before = new Set<string>();
      for (const index of notice.chunks) for (const id of chunks[index] ?? []) before.add(id);
      for (const [index, packedDocs] of fresh) {
        for (const id of chunks[index] ?? []) chunkOf.delete(id);
        chunks[index] = new Set();
        for (const packed of packedDocs) {
          const id = packed.doc.id;
          stillThere.add(id);
          const old = chunkOf.get(id);
          if (old !== undefined && old !== index) chunks[old]!.delete(id);
          chunks[index]!.add(id);
          chunkOf.set(id, index);
          if (docs.get(id)?.rev !== packed.rev) upserted.push(packed);
          docs.set(id, packed);
        }
      }
      for (let index = 0; index < chunks.length; index++) chunks[index] ??= new Set();
      const removed = [...before].filter((id) => !stillThere.has(id) && !chunkOf.has(id));
      for (const id of removed) docs.delete(id);
      open = 0;
      seq = persistedSeq = notice.seq;
      return { upserted, removed };
    },
  };
}
