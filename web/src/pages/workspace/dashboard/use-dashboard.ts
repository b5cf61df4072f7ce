// What the dashboard shows, each part only for those allowed to see it: the catalogue on the
// device (staff), one's own edits not yet on the server and conflicts to resolve, the latest
// changes, and the queues that wait for staff (verification requests, quotations).
import { useEffect, useState } from 'react';
import { can, type Link, type Locale, type MasterData, type Product } from '@poct/schemas';
import { watchConflicts, type Conflict } from '../../../db/conflicts.ts';
import { watchMasterDocuments } from '../../../db/masters-watch.ts';
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

export function useCatalogueFigures(locale: Locale): CatalogueFigures | null {
  const engine = useSyncEngine();
  const local = engine?.local.collection('catalogue_master') ? engine.local : null;
  const [products, setProducts] = useState<Product[]>([]);
  const [links, setLinks] = useState<Link[]>([]);
  const [masterdata, setMasterdata] = useState<MasterData[]>([]);
  useEffect(() => {
    if (!local) return;
    const stops = [
      watchMasterDocuments(local, 'catalogue_master', setProducts),
      watchMasterDocuments(local, 'publications_master', setLinks),
      watchMasterDocuments(local, 'masterdata_master', setMasterdata),
    ];
    return () => stops.forEach((stop) => stop());
  }, [local]);
  if (!local) return null;
  const recent = [
    ...products.map((doc) => ({
      id: doc.id,
      name: doc.name,
      kind: 'product' as const,
      at: doc.updated_at,
      by: doc.updated_by ?? '',
    })),
    ...links.map((doc) => ({
      id: doc.id,
      name: doc.title,
      kind: 'link' as const,
      at: doc.updated_at,
      by: doc.updated_by ?? '',
    })),
    ...masterdata.map((doc) => ({
      id: doc.id,
      name: doc.name[locale],
      kind: 'masterdata' as const,
      at: doc.updated_at,
      by: doc.updated_by ?? '',
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT);
  return {
    products: products.length,
    visible: products.filter((product) => product.visible).length,
    links: links.length,
    masterdata: masterdata.length,
    recent,
  };
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
