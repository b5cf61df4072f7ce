// Reads what a comparison report needs from the device's own database (so the report works
// offline): the selected products (kept current: a renamed or hidden product shows at once),
// the master data that names their parameters and interfaces, and their publications.
import { useEffect, useState } from 'react';
import type { Link, MasterData } from '@poct/schemas';
import { getMasterData, getPublications, watchProducts } from '../db/products.ts';
import type { LocalDatabase } from '../db/local-database.ts';
import type { ReportData } from './report-model.ts';

async function publicationsOf(local: LocalDatabase, ids: readonly string[]): Promise<Map<string, Link[]>> {
  const lists = await Promise.all(ids.map((id) => getPublications(local, id)));
  return new Map(ids.map((id, index) => [id, lists[index]!]));
}

/** Null until the first read has finished. */
export function useReportData(local: LocalDatabase | null, ids: readonly string[]): ReportData | null {
  const idsKey = ids.join('|');
  const [state, setState] = useState<{ key: string; data: ReportData } | null>(null);

  useEffect(() => {
    if (!local) return;
    const wanted = idsKey ? idsKey.split('|') : [];
    let current = true;
    let latest = 0;
    let masterdata: Promise<Map<string, MasterData>> | null = null;
    const stop = watchProducts(local, wanted, (found) => {
      const products = wanted.flatMap((id) => {
        const product = found.get(id);
        return product ? [product] : [];
      });
      masterdata ??= getMasterData(local);
      const seq = ++latest;
      void Promise.all([
        masterdata,
        publicationsOf(
          local,
          products.map((product) => product.id),
        ),
      ]).then(([master, publications]) => {
        // A later change may have finished first; only the newest read is shown.
        if (!current || seq !== latest) return;
        setState({ key: idsKey, data: { ids: wanted, products, masterdata: master, publications } });
      });
    });
    return () => {
      current = false;
      stop();
    };
  }, [local, idsKey]);

  return state?.key === idsKey ? state.data : null;
}
