// The guests' and free users' search: the server keeps the visible catalogue's names in
// memory (fed from the `catalogue` projection's _changes) and answers with at most two hits
// and the total, so nothing a free client holds reveals premium data (they replicate nothing).
import { FREE_PREVIEW_RESULTS, searchTokens } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../store/couch-client.ts';
import { followChanges } from '../store/follow-changes.ts';

export interface PreviewHit {
  id: string;
  name: string;
  manufacturer: string;
}

interface Entry extends PreviewHit {
  tokens: string[];
}

export interface PreviewIndex {
  search(query: string): { total: number; hits: PreviewHit[] };
  stop(): void;
}

function toEntry(doc: CouchDoc): Entry {
  const name = String(doc.name ?? '');
  const manufacturer = String(doc.manufacturer ?? '');
  const synonyms = Array.isArray(doc.synonyms) ? doc.synonyms.join(' ') : '';
  return {
    id: doc._id,
    name,
    manufacturer,
    tokens: searchTokens(`${name} ${manufacturer} ${String(doc.distributor ?? '')} ${synonyms}`),
  };
}

export function startPreviewIndex(store: StoreClient): PreviewIndex {
  const entries = new Map<string, Entry>();
  const stop = followChanges(store, 'catalogue', (changes) => {
    for (const { id, doc } of changes) {
      if (doc) entries.set(id, toEntry(doc));
      else entries.delete(id);
    }
  });

  return {
    search(query) {
      const wanted = searchTokens(query);
      if (wanted.length === 0) return { total: 0, hits: [] };
      const matches: Entry[] = [];
      for (const entry of entries.values()) {
        if (wanted.every((word) => entry.tokens.some((token) => token.startsWith(word)))) matches.push(entry);
      }
      matches.sort((a, b) => a.name.localeCompare(b.name));
      return {
        total: matches.length,
        hits: matches
          .slice(0, FREE_PREVIEW_RESULTS)
          .map(({ id, name, manufacturer }) => ({ id, name, manufacturer })),
      };
    },
    stop,
  };
}
