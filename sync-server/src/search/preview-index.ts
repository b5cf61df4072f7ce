// The guests' and free users' search: the server keeps the visible catalogue's names in
// memory (fed from the `catalogue` projection's _changes) and answers with at most two hits
// and the total, so nothing a free client holds reveals premium data (they replicate nothing).
import { FREE_PREVIEW_RESULTS, searchTokens } from '@poct/schemas';
import { createChangesRequester } from '../store/changes-request.ts';
import type { CouchDoc, StoreClient } from '../store/couch-client.ts';

const LONGPOLL_MS = 25_000;

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
  const controller = new AbortController();
  const feeds = createChangesRequester(store);
  let since: string | number = 0;

  void (async () => {
    let delay = 200;
    while (!controller.signal.aborted) {
      try {
        const feed = await feeds.longpoll(
          'catalogue',
          { since: String(since), include_docs: 'true', timeout: String(LONGPOLL_MS), limit: '1000' },
          LONGPOLL_MS,
          controller.signal,
        );
        for (const change of feed.results) {
          if (change.deleted || !change.doc || change.id.startsWith('_')) entries.delete(change.id);
          else entries.set(change.id, toEntry(change.doc));
        }
        since = feed.last_seq;
        delay = 200;
      } catch {
        if (controller.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, 5000);
      }
    }
  })();

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
    stop() {
      controller.abort();
      feeds.close();
    },
  };
}
