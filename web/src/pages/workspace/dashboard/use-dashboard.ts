// What the dashboard shows, each part only for those allowed to see it: the catalogue on the
// device (staff), one's own edits not yet on the server and conflicts to resolve, the latest
// changes, and the queues that wait for staff (verification requests, quotations).
import { useEffect, useState } from 'react';
import { can, type Locale, type Product } from '@poct/schemas';
import { watchConflicts, type Conflict } from '../../../db/conflicts.ts';
import type { LocalDatabase } from '../../../db/local-database.ts';
import {
  countMasterDocuments,
  latestMasterDocuments,
  watchMasterChanges,
  watchMasterDocuments,
} from '../../../db/masters-watch.ts';
import { pacedRunner } from '../../../db/paced-runner.ts';
import { newest } from './newest.ts';
import { useApi } from '../../../lib/api-context.ts';
import { useSession } from '../../../session/use-session.ts';
import { useSyncEngine } from '../../../sync/sync-context.ts';

export interface CatalogueFigures {
  products: number;
  visible: number;
  links: number;
  masterdata: number;
  recent: Array<{
    id: string;
    name: string;
    kind: 'product' | 'link' | 'masterdata';
    at: string;
    by: string;
  }>;
}

export interface Queues {
  verifications: number | null;
  quotations: number | null;
}

const RECENT = 8;

type Change = CatalogueFigures['recent'][number];

const change = (kind: Change['kind'], id: string, name: string, at: string, by?: string): Change => ({
  id,
  name,
  kind,
  at,
  by: by ?? '',
});

/**
 * The figures: the products from the live mirror the product list shares (so the dashboard
 * warms the list), links and master data from the store's counts and their few latest
 * documents. Read again after changes at a pace (watchMasterChanges): a first sync writing
 * 40,000 products costs a handful of refreshes, not a sort of every document per batch (issue 15).
 */
export async function readCatalogueFigures(
  local: LocalDatabase,
  locale: Locale,
  products: readonly Product[],
): Promise<CatalogueFigures> {
  const [links, masterdata, latestLinks, latestMasterdata] = await Promise.all([
    countMasterDocuments(local, 'publications_master'),
    countMasterDocuments(local, 'masterdata_master'),
    latestMasterDocuments(local, 'publications_master', RECENT),
    latestMasterDocuments(local, 'masterdata_master', RECENT),
  ]);
  const recent = [
    ...newest(products, RECENT, (doc) => doc.updated_at).map((doc) =>
      change('product', doc.id, doc.name, doc.updated_at, doc.updated_by),
    ),
    ...latestLinks.map((doc) => change('link', doc.id, doc.title, doc.updated_at, doc.updated_by)),
    ...latestMasterdata.map((doc) =>
      change('masterdata', doc.id, doc.name[locale], doc.updated_at, doc.updated_by),
    ),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT);
  let visible = 0;
  for (const product of products) if (product.visible) visible++;
  return { products: products.length, visible, links, masterdata, recent };
}

export function useCatalogueFigures(locale: Locale): CatalogueFigures | null {
  const engine = useSyncEngine();
  const local = engine?.local.collection('catalogue_master') ? engine.local : null;
  const [figures, setFigures] = useState<{
    of: LocalDatabase;
    locale: Locale;
    value: CatalogueFigures;
  } | null>(null);
  useEffect(() => {
    if (!local) return;
    let current = true;
    let products: readonly Product[] | null = null;
    const runner = pacedRunner(async () => {
      if (!products) return;
      const value = await readCatalogueFigures(local, locale, products);
      if (current) setFigures({ of: local, locale, value });
    });
    const stops = [
      watchMasterDocuments(local, 'catalogue_master', (docs) => {
        products = docs;
        runner.poke();
      }),
      watchMasterChanges(
        local,
        ['publications_master', 'masterdata_master'],
        () => products && runner.poke(),
      ),
    ];
    return () => {
      current = false;
      runner.stop();
      stops.forEach((stop) => stop());
    };
  }, [local, locale]);
  // Figures of another database or language are not shown as this one's.
  return local && figures?.of === local && figures.locale === locale ? figures.value : null;
}

export function useConflictList(): Conflict[] {
  const engine = useSyncEngine();
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  useEffect(() => {
    if (!engine) return;
    return watchConflicts(engine.local, setConflicts);
  }, [engine]);
  return engine ? conflicts : [];
}

/** Counts of the staff queues; null where the user may not see that queue or it cannot be loaded. */
export function useQueues(): Queues {
  const api = useApi();
  const { user } = useSession();
  const [queues, setQueues] = useState<Queues>({ verifications: null, quotations: null });
  const mayVerify = can(user, 'users-read');
  const mayQuote = can(user, 'quotations-read');
  useEffect(() => {
    let current = true;
    const load = async () => {
      const [verifications, quotations] = await Promise.all([
        mayVerify
          ? api
              .request<{ users: unknown[] }>('/api/users?status=requested')
              .then((answer) => answer.users.length)
              .catch(() => null)
          : null,
        mayQuote
          ? api
              .request<{ quotations: unknown[] }>('/api/quotations')
              .then((answer) => answer.quotations.length)
              .catch(() => null)
          : null,
      ]);
      if (current) setQueues({ verifications, quotations });
    };
    void load();
    return () => {
      current = false;
    };
  }, [api, mayVerify, mayQuote]);
  return queues;
}
