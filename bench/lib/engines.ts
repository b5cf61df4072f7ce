// The search engines the benchmark compares, behind one interface. Pure (browser and Node).
// Each is configured for what the search page needs: German folding, every word must match,
// prefixes, a typo tolerated in words of five letters or more, ranked results and an exact
// total. MiniSearch gets the typo pass only when the plain pass finds nothing, as our index
// does, so both do the same work; Fuse.js is a fuzzy matcher and is shown for reference.
// FlexSearch is a plain `Index` over each product's texts, set up as its documentation
// shows (forward tokenisation for prefixes, our folding as its encoder), with the same typo rule
// as our index: only when nothing matches, a query word of MIN_TYPO_LENGTH letters or more may
// stand for the catalogue's words one edit away (isPrefixWithOneTypo), and every word must match.
import { Index } from 'flexsearch';
import Fuse from 'fuse.js';
import MiniSearch, { type SearchOptions } from 'minisearch';
import { foldSearchText } from '@poct/schemas';
import { isPrefixWithOneTypo, MIN_TYPO_LENGTH, ProductIndex, type SearchRecord } from '@poct/schemas/search';

export interface SearchEngine {
  search(query: string, limit: number): { ids: string[]; total: number };
}

export const ENGINE_NAMES = ['product-index', 'flexsearch', 'minisearch', 'fuse.js'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

const FIELDS = ['name', 'manufacturer', 'distributor', 'synonyms', 'parameters'] as const;

function fieldText(record: SearchRecord, field: string): string {
  const value = record[field as keyof SearchRecord];
  return Array.isArray(value) ? value.join(' ') : String(value);
}

function tokenize(text: string): string[] {
  const folded = foldSearchText(text);
  return folded === '' ? [] : folded.split(' ');
}

function miniSearch(records: readonly SearchRecord[]): SearchEngine {
  const index = new MiniSearch<SearchRecord>({
    fields: [...FIELDS],
    idField: 'id',
    extractField: fieldText,
    tokenize,
    processTerm: (term) => term,
  });
  index.addAll(records);
  const options: SearchOptions = {
    prefix: true,
    combineWith: 'AND',
    boost: { name: 3, manufacturer: 1.5, synonyms: 1.5 },
  };
  return {
    search(query, limit) {
      let results = index.search(query, options);
      if (results.length === 0) {
        results = index.search(query, { ...options, fuzzy: (term) => (term.length >= 5 ? 1 : 0) });
      }
      return { ids: results.slice(0, limit).map((result) => String(result.id)), total: results.length };
    },
  };
}

/** At most this many catalogue words stand in for one misspelt query word (as in our index). */
const MAX_TYPO_CANDIDATES = 64;

function flexSearch(records: readonly SearchRecord[]): SearchEngine {
  // Name first: FlexSearch ranks a word earlier in the text higher, so a name match leads.
  const index = new Index({ tokenize: 'forward', encode: tokenize, cache: false });
  const vocabulary = new Set<string>();
  for (const record of records) {
    const text = FIELDS.map((field) => fieldText(record, field)).join(' ');
    index.add(record.id, text);
    for (const word of tokenize(text)) vocabulary.add(word);
  }
  const words = [...vocabulary];
  const all = records.length;
  const find = (query: string): string[] => index.search(query, { limit: all }) as string[];
  return {
    search(query, limit) {
      let ids = find(query);
      if (ids.length === 0) {
        // The typo pass: each word that finds nothing alone is replaced by its near words.
        let kept = null as Set<string> | null;
        for (const word of new Set(tokenize(query))) {
          let found = find(word);
          if (found.length === 0 && word.length >= MIN_TYPO_LENGTH) {
            const near = words.filter((candidate) => isPrefixWithOneTypo(word, candidate));
            found = [...new Set(near.slice(0, MAX_TYPO_CANDIDATES).flatMap(find))];
          }
          const previous = kept;
          kept = new Set(previous ? found.filter((id) => previous.has(id)) : found);
          if (kept.size === 0) break;
        }
        ids = kept ? [...kept] : [];
      }
      return { ids: ids.slice(0, limit), total: ids.length };
    },
  };
}

function fuse(records: readonly SearchRecord[]): SearchEngine {
  const folded = records.map((record) => ({
    id: record.id,
    name: foldSearchText(record.name),
    manufacturer: foldSearchText(record.manufacturer),
    distributor: foldSearchText(record.distributor),
    synonyms: record.synonyms.map(foldSearchText),
    parameters: record.parameters.map(foldSearchText),
  }));
  const index = new Fuse(folded, {
    keys: [
      { name: 'name', weight: 3 },
      { name: 'manufacturer', weight: 1.5 },
      { name: 'synonyms', weight: 1.5 },
      { name: 'parameters', weight: 1 },
      { name: 'distributor', weight: 1 },
    ],
    threshold: 0.3,
    ignoreLocation: true,
    useExtendedSearch: true, // words separated by spaces must all match
  });
  return {
    search(query, limit) {
      const results = index.search(foldSearchText(query));
      return { ids: results.slice(0, limit).map((result) => result.item.id), total: results.length };
    },
  };
}

export function buildEngine(name: EngineName, records: readonly SearchRecord[]): SearchEngine {
  switch (name) {
    case 'product-index':
      return new ProductIndex(records);
    case 'flexsearch':
      return flexSearch(records);
    case 'minisearch':
      return miniSearch(records);
    case 'fuse.js':
      return fuse(records);
  }
}
