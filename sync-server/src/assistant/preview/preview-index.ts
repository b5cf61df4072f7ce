// The guests' and free users' search: the server keeps the device's own search index
// (`@poct/schemas/search`: the same records, fields, folding, typo rule and ranking) over the
// visible catalogue, fed from the changes of the server's copy of the `catalogue` and `masterdata`
// projections (catalogue/catalogue-mirror.ts), and answers with at most two hits and the total.
// So the total a guest sees is the total premium finds for the same query, and nothing a free
// client holds reveals premium data (they replicate nothing; the answer holds ids, names and
// manufacturers only). With the search page's filter (its address parameters), the matches are
// the one catalogue query's (filterConditions, evaluated slice by slice as the MCP tools do), in
// the text's order, or by name without text. A guest never finds a product for professionals
// (`audience`): not as a hit, not in the total; signed-in readers do.
import {
  filterConditions,
  FREE_PREVIEW_RESULTS,
  isFiltering,
  isForProfessionals,
  type FilterState,
  type Product,
} from '@poct/schemas';
import {
  ProductIndex,
  productParameterIds,
  toSearchRecord,
  type SearchMasterData,
} from '@poct/schemas/search';
import type { CatalogueChanges, CatalogueMirror } from '../../replication/index.ts';
import { forEachMatchInSlices } from '../mcp/sliced-evaluation.ts';

export interface PreviewHit {
  id: string;
  name: string;
  manufacturer: string;
}

export interface PreviewAnswer {
  total: number;
  hits: PreviewHit[];
}

/** Who asks: a guest, or a signed-in account (only professionals hold one). */
export type PreviewReader = 'guest' | 'signed-in';

export interface PreviewIndex {
  search(query: string, reader: PreviewReader): PreviewAnswer;
  /** The same with the search page's filter applied (the text may be empty). */
  searchFiltered(query: string, filter: FilterState, reader: PreviewReader): Promise<PreviewAnswer>;
  stop(): void;
}

const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

export function startPreviewIndex(
  catalogue: Pick<CatalogueMirror, 'subscribe' | 'product' | 'products' | 'snapshot'>,
): PreviewIndex {
  const index = new ProductIndex();
  const masterdata = new Map<string, SearchMasterData>();
  /** The products for professionals: while there are none, a guest's search is the plain one. */
  const forProfessionals = new Set<string>();

  const apply = (changes: CatalogueChanges) => {
    // Names first: the products' records are made with them.
    for (const [id, entry] of changes.masterdata) {
      if (entry) masterdata.set(id, entry);
      else masterdata.delete(id);
    }
    const removed: string[] = [];
    const changed: Product[] = [];
    for (const [id, product] of changes.products) {
      if (product) changed.push(product);
      else removed.push(id);
      if (product && isForProfessionals(product)) forProfessionals.add(id);
      else forProfessionals.delete(id);
    }
    // A renamed or removed parameter changes the records of the products that name it.
    if (changes.masterdata.size > 0)
      for (const product of catalogue.products())
        if (
          !changes.products.has(product.id) &&
          productParameterIds(product).some((id) => changes.masterdata.has(id))
        )
          changed.push(product);
    index.remove(removed);
    index.upsert(changed.map((product) => toSearchRecord(product, masterdata)));
  };

  const stop = catalogue.subscribe(apply);
  const hitsOf = (ids: readonly string[]): PreviewHit[] =>
    ids.flatMap((id) => {
      const product = catalogue.product(id);
      return product ? [{ id, name: product.name, manufacturer: product.manufacturer }] : [];
    });
  const shownTo = (reader: PreviewReader) => (id: string) =>
    reader === 'signed-in' || !forProfessionals.has(id);
  const search = (query: string, reader: PreviewReader): PreviewAnswer => {
    if (reader === 'signed-in' || forProfessionals.size === 0) {
      const { ids, total } = index.search(query, FREE_PREVIEW_RESULTS);
      return { total, hits: hitsOf(ids) };
    }
    const shown = index.search(query, Number.MAX_SAFE_INTEGER).ids.filter(shownTo(reader));
    return { total: shown.length, hits: hitsOf(shown.slice(0, FREE_PREVIEW_RESULTS)) };
  };

  return {
    search,
    async searchFiltered(query, filter, reader) {
      if (!isFiltering(filter)) return search(query, reader);
      const text = query.trim() ? index.search(query, Number.MAX_SAFE_INTEGER).ids : null;
      if (text && text.length === 0) return { total: 0, hits: [] };
      const { products } = catalogue.snapshot();
      // By name (the evaluator's order): the first matches are the first hits without text.
      const matching: string[] = [];
      await forEachMatchInSlices(filterConditions({ ...filter, sort: 'relevance' }), products, (match) => {
        matching.push(match.product.id);
      });
      const found = new Set(matching.filter(shownTo(reader)));
      const ordered = text
        ? text.filter((id) => found.has(id))
        : [...found].sort((a, b) => byName.compare(catalogue.product(a)!.name, catalogue.product(b)!.name));
      return { total: ordered.length, hits: hitsOf(ordered.slice(0, FREE_PREVIEW_RESULTS)) };
    },
    stop,
  };
}
