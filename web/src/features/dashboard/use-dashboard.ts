// What the dashboard shows, each part only for those allowed to see it: the catalogue on the
// device (staff), one's own edits not yet on the server and conflicts to resolve, the latest
// changes, and the queues that wait for staff (verification requests, quotations).
import { can, isDueForReview, type Link, type Locale, type MasterData, type Product } from '@poct/schemas';
import { watchConflicts, type Conflict } from '../../db/conflicts.ts';
import type { LocalDatabase } from '../../db/storage/local-database.ts';
import { watchLatestMasterDocuments } from '../../db/latest-masters.ts';
import { countMasterDocuments, watchMasterChanges, watchMasterDocuments } from '../../db/masters-watch.ts';
import { pacedRunner } from '../../db/paced-runner.ts';
import { newest } from './newest.ts';
import { useApi } from '../../lib/api-context.ts';
import { valueOf } from '../../lib/loaded.ts';
import { identityOf, useLoad, watching } from '../../lib/use-load.ts';
import { useSession } from '../../session/use-session.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';

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
  /** Products whose data were not checked for REVIEW_DUE_MONTHS months: how many, and the oldest. */
  dueForReview: { count: number; oldest: Array<{ id: string; name: string; asOf?: string }> };
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

interface FigureParts {
  products: readonly Product[];
  links: number;
  masterdata: number;
  latestLinks: readonly Link[];
  latestMasterdata: readonly MasterData[];
}

/** The figures from their parts (each kept up to date on its own, see useCatalogueFigures). */
/** A date's digits turned around (9 - digit), so `newest` keeps the oldest dates ('' comes first). */
const invert = (date: string) =>
  date === '' ? '~' : date.replace(/\d/g, (digit) => String(9 - Number(digit)));

export function catalogueFigures(
  parts: FigureParts,
  locale: Locale,
  today = new Date().toISOString().slice(0, 10),
): CatalogueFigures {
  const recent = [
    ...newest(parts.products, RECENT, (doc) => doc.updated_at).map((doc) =>
      change('product', doc.id, doc.name, doc.updated_at, doc.updated_by),
    ),
    ...parts.latestLinks.map((doc) => change('link', doc.id, doc.title, doc.updated_at, doc.updated_by)),
    ...parts.latestMasterdata.map((doc) =>
      change('masterdata', doc.id, doc.name[locale], doc.updated_at, doc.updated_by),
    ),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT);
  let visible = 0;
  for (const product of parts.products) if (product.visible) visible++;
  const due = parts.products.filter((product) => isDueForReview(product, today));
  // Never checked first, then the oldest check.
  const oldest = newest(due, RECENT, (product) => invert(product.data_as_of ?? '')).map((product) => ({
    id: product.id,
    name: product.name,
    ...(product.data_as_of ? { asOf: product.data_as_of } : {}),
  }));
  return {
    products: parts.products.length,
    visible,
    links: parts.links,
    masterdata: parts.masterdata,
    recent,
    dueForReview: { count: due.length, oldest },
  };
}

/**
 * The catalogue panel: products from the live mirror the product list shares (so the dashboard
 * warms the list), links and master data from the store's counts and their latest documents kept
 * from change events (db/latest-masters.ts); all handed on at a pace, so a first sync writing
 * 40,000 products costs a handful of refreshes, not a sort of every document per batch.
 */
export function useCatalogueFigures(locale: Locale): CatalogueFigures | null {
  const engine = useSyncEngine();
  const local = engine?.local.collection('catalogue_master') ? engine.local : null;
  // Figures of another database or language are not shown as this one's.
  const { loaded } = useLoad<CatalogueFigures>(
    local ? `${identityOf(local)}\n${locale}` : null,
    watching((setFigures) => watchFigures(local!, locale, setFigures)),
  );
  return valueOf(loaded);
}

function watchFigures(local: LocalDatabase, locale: Locale, setFigures: (value: CatalogueFigures) => void) {
  let current = true;
  const parts: Partial<FigureParts> = {};
  const show = pacedRunner(() => {
    const { products, links, masterdata, latestLinks, latestMasterdata } = parts;
    if (!products || links === undefined || masterdata === undefined || !latestLinks || !latestMasterdata)
      return;
    const value = catalogueFigures({ products, links, masterdata, latestLinks, latestMasterdata }, locale);
    if (current) setFigures(value);
  });
  const set = (part: Partial<FigureParts>) => {
    Object.assign(parts, part);
    show.poke();
  };
  const stops = [
    watchMasterDocuments(local, 'catalogue_master', (products) => set({ products })),
    watchLatestMasterDocuments(local, 'publications_master', RECENT, (latestLinks) => set({ latestLinks })),
    watchLatestMasterDocuments(local, 'masterdata_master', RECENT, (latestMasterdata) =>
      set({ latestMasterdata }),
    ),
    watchMasterChanges(local, ['publications_master', 'masterdata_master'], async () => {
      const [links, masterdata] = await Promise.all([
        countMasterDocuments(local, 'publications_master'),
        countMasterDocuments(local, 'masterdata_master'),
      ]);
      set({ links, masterdata });
    }),
  ];
  return () => {
    current = false;
    show.stop();
    stops.forEach((stop) => stop());
  };
}

export function useConflictList(): Conflict[] {
  const engine = useSyncEngine();
  const { loaded } = useLoad<Conflict[]>(
    engine ? `${identityOf(engine)}` : null,
    watching((set) => watchConflicts(engine!.local, set)),
  );
  return valueOf(loaded) ?? [];
}

/** Counts of the staff queues; null where the user may not see that queue or it cannot be loaded. */
export function useQueues(): Queues {
  const api = useApi();
  const { user } = useSession();
  const mayVerify = can(user, 'users-read');
  const mayQuote = can(user, 'quotations-read');
  const { loaded } = useLoad<Queues>(`queues\n${mayVerify}\n${mayQuote}`, async () => {
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
    return { verifications, quotations };
  });
  return valueOf(loaded) ?? { verifications: null, quotations: null };
}
