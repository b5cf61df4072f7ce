// The versions this device sent to the server, per pushed collection, so that a push can tell
// the server's version is this device's own earlier write. RxDB records what the server holds
// only once `_bulk_docs` has answered; when the page reloads or the network drops while the
// answer is on its way, RxDB still assumes the version before that write, and the editor's next
// save would meet their own first save as "someone else's change" (gateway-replication.ts).
import { canonicalContent } from '@poct/schemas';
import type { RxDocData } from './couch-documents.ts';

/** Enough for every write whose answer can still be missing; older entries are never needed. */
const KEPT_ENTRIES = 500;

interface Entry {
  /** SHA-256 of the version's canonical content. */
  digest: string;
  /** The revision the server gave it, once its answer came (then only that revision is ours). */
  rev?: string;
}

export interface OwnWrites {
  /** Before `_bulk_docs`: these versions may be on the server from now on. */
  sending(docs: readonly RxDocData[]): Promise<void>;
  /** The server's answer: it stored these documents under these revisions. */
  stored(revisions: ReadonlyArray<{ id: string; rev: string }>): void;
  /** Whether the server's version (document and revision) is one this device wrote. */
  isOwn(doc: RxDocData, rev: string | undefined): Promise<boolean>;
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

async function digestOf(doc: RxDocData): Promise<string> {
  const text = JSON.stringify([doc._deleted === true, doc._deleted === true ? null : canonicalContent(doc)]);
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Kept under `key` in `storage` (localStorage in the app), so a reload does not forget them. */
export function ownWrites(storage: KeyValue, key: string): OwnWrites {
  // Pairs, oldest first (an object would put ids that look like numbers first).
  function read(): Map<string, Entry> {
    try {
      const pairs: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return new Map(Array.isArray(pairs) ? (pairs as Array<[string, Entry]>) : []);
    } catch {
      return new Map();
    }
  }
  function write(entries: Map<string, Entry>): void {
    try {
      storage.setItem(key, JSON.stringify([...entries].slice(-KEPT_ENTRIES)));
    } catch {
      // A full storage only brings back the false conflict this record avoids; the push goes on.
    }
  }

  return {
    async sending(docs) {
      const digests = await Promise.all(docs.map(digestOf));
      const entries = read();
      docs.forEach((doc, index) => {
        // Deleted and added again, so the newest write is last and the oldest is dropped first.
        entries.delete(doc.id);
        entries.set(doc.id, { digest: digests[index]! });
      });
      write(entries);
    },
    stored(revisions) {
      const entries = read();
      for (const { id, rev } of revisions) {
        const entry = entries.get(id);
        if (entry) entries.set(id, { ...entry, rev });
      }
      write(entries);
    },
    async isOwn(doc, rev) {
      const entry = read().get(doc.id);
      if (!entry || (entry.rev !== undefined && entry.rev !== rev)) return false;
      return entry.digest === (await digestOf(doc));
    },
  };
}
