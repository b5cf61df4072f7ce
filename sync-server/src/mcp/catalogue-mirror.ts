// The catalogue the MCP tools answer from: the `catalogue`, `masterdata` and `publications`
// projections (what premium devices replicate: visible products, no staff-only fields), kept in
// memory and current through their _changes (store/follow-changes.ts), from their snapshots when
// the server has them. The product list and the vocabulary are rebuilt lazily after a change.
import { buildVocabulary, type Link, type MasterData, type Product, type Vocabulary } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../store/couch-client.ts';
import { followChanges, type SnapshotOf } from '../store/follow-changes.ts';

export interface CatalogueSnapshot {
  products: readonly Product[];
  byId: ReadonlyMap<string, Product>;
  masterdata: ReadonlyMap<string, MasterData>;
  vocabulary: Vocabulary;
  publicationsOf(productId: string): Link[];
}

export interface CatalogueMirror {
  snapshot(): CatalogueSnapshot;
  stop(): void;
}

/** A projected document as the shared type (the store's `_id`/`_rev` dropped). */
function plain<T>(doc: CouchDoc): T {
  const { _id, _rev, ...rest } = doc;
  return { ...rest, id: _id } as T;
}

export function startCatalogueMirror(store: StoreClient, snapshotOf?: SnapshotOf): CatalogueMirror {
  const products = new Map<string, Product>();
  const masterdata = new Map<string, MasterData>();
  const links = new Map<string, Link>();
  let cached: CatalogueSnapshot | null = null;
  const into =
    <T>(map: Map<string, T>) =>
    (changes: Array<{ id: string; doc: CouchDoc | null }>) => {
      for (const { id, doc } of changes) {
        if (doc) map.set(id, plain<T>(doc));
        else map.delete(id);
      }
      if (changes.length) cached = null;
    };
  const follow = (db: string, apply: ReturnType<typeof into>) =>
    followChanges(store, db, apply, undefined, () => snapshotOf?.(db));
  const stops = [
    follow('catalogue', into(products)),
    follow('masterdata', into(masterdata)),
    follow('publications', into(links)),
  ];
  return {
    snapshot() {
      if (cached) return cached;
      const list = [...products.values()];
      const byProduct = new Map<string, Link[]>();
      for (const link of links.values())
        byProduct.set(link.product_id, [...(byProduct.get(link.product_id) ?? []), link]);
      cached = {
        products: list,
        byId: new Map(products),
        masterdata: new Map(masterdata),
        vocabulary: buildVocabulary(
          [...masterdata.values()],
          list.map((p) => p.manufacturer),
        ),
        publicationsOf: (id) => byProduct.get(id) ?? [],
      };
      return cached;
    },
    stop() {
      for (const stop of stops) stop();
    },
  };
}
