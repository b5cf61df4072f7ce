// Reads what a comparison report needs from the device's own database (so the report works
// offline): the selected products, the master data that names their parameters and interfaces,
// and their publications, each kept current. On a fresh device they arrive in any order during
// the first sync, so each is watched, not read once: names that arrive after the products
// replace "not stated" as soon as they are here (ComparePage says whether the sync is complete).
import { useEffect, useState } from 'react';
import type { Link, MasterData, Product } from '@poct/schemas';
import { watchMasterData, watchProducts, watchPublications } from '../../db/products.ts';
import type { LocalDatabase } from '../../db/storage/local-database.ts';
import type { ReportData } from './report-model.ts';

/** Null until each of the three reads has answered once. */
export function useReportData(local: LocalDatabase | null, ids: readonly string[]): ReportData | null {
  const idsKey = ids.join('|');
  const [state, setState] = useState<{ key: string; data: ReportData } | null>(null);

  useEffect(() => {
    if (!local) return;
    const wanted = idsKey ? idsKey.split('|') : [];
    let products: Product[] | undefined;
    let masterdata: Map<string, MasterData> | undefined;
    let publications: Map<string, Link[]> | undefined;
    const show = () => {
      if (!products || !masterdata || !publications) return;
      const shown = new Map(products.map((product) => [product.id, publications!.get(product.id) ?? []]));
      setState({ key: idsKey, data: { ids: wanted, products, masterdata, publications: shown } });
    };
    const stops = [
      watchProducts(local, wanted, (found) => {
        products = wanted.flatMap((id) => {
          const product = found.get(id);
          return product ? [product] : [];
        });
        show();
      }),
      watchMasterData(local, (map) => {
        masterdata = map;
        show();
      }),
      watchPublications(local, wanted, (byProduct) => {
        publications = byProduct;
        show();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [local, idsKey]);

  return state?.key === idsKey ? state.data : null;
}
