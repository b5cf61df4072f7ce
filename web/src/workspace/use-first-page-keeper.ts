// Keeps a local list's first page (first-page-record.ts) from outside the list: a staff user who
// waits on the dashboard during the first sync has never opened the product list, so its first
// full load had no kept page and waited seconds for the local databases. The record is
// the list's own (defaultFirstPage over the resource's columns and default filter, same key), made
// from the same shared mirror, only once the sync is complete (no sort of a half-written
// collection per batch), in idle time and at a pace after later changes. During a first sync the
// mirror follows the pull from its start and the page is kept before "Synced" (the engine's
// holdSynced): a list opened right after it paints its first page at once, where it waited 12 to
// 15 s at 40,000 products for a full read.
import { useEffect } from 'react';
import { routeById } from '@poct/schemas';
import { pacedRunner } from '../db/paced-runner.ts';
import { holdMasterDocuments, watchMasterDocuments } from '../db/masters-watch.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { decideAccess } from '../routes/access.ts';
import { useRoutePath } from '../routes/navigation.ts';
import { useSession } from '../session/use-session.ts';
import { isSyncComplete, useSyncEngine, useSyncStatus } from '../sync/sync-context.ts';
import { defaultFirstPage, firstPageKey } from './first-page-record.ts';
import { whenIdle } from '../lib/when-idle.ts';
import type { Resource, ResourceFilters } from './resource.ts';
import { keepFirstPage, keptListName } from './use-first-page.ts';
import { useMasterDatabase } from './use-masters.ts';

const noFilters = (): ResourceFilters<never> => ({});

/** Keeps `resource`'s list's first page up to date while mounted, for a user who may open the list. */
export function useFirstPageKeeper<T>(resource: Resource<T>): void {
  const { user, status } = useSession();
  const local = useMasterDatabase();
  const complete = isSyncComplete(useSyncStatus());
  const locale = useLocale();
  const path = useRoutePath();
  const columns = resource.useColumns();
  // The list's default filter state, from the resource's own hook (never rendered here).
  const filters = (resource.useFilters ?? noFilters)() as ResourceFilters<T>;
  const { filter } = filters;
  const list = keptListName(resource, filters);
  const allowed = decideAccess(routeById(resource.routes.list), {}, { user, status }) === 'allow';
  const key = user && list && allowed ? firstPageKey(user.id, list) : null;
  const source = resource.source.kind === 'local' ? resource.source : null;
  const address = path(resource.routes.list);
  // A column still waiting for other data would keep placeholders (the list waits too).
  const waiting = columns.some((column) => column.waiting);
  const engine = useSyncEngine();

  useEffect(() => {
    if (!key || !local || !source || !engine || complete || waiting) return;
    const held = holdMasterDocuments(local, source.collection, source.selector);
    const releaseHold = engine.holdSynced(async () => {
      const rows = held.now() as unknown as readonly T[] | null;
      if (rows) keepFirstPage(key, defaultFirstPage(rows, columns, locale, filter), null, address);
    });
    return () => {
      releaseHold();
      held.release();
    };
  }, [key, local, source, engine, complete, waiting, columns, locale, filter, address]);

  useEffect(() => {
    if (!key || !local || !source || !complete || waiting) return;
    let rows: readonly T[] | null = null;
    let written: string | null = null;
    let cancelIdle = () => {};
    const keep = pacedRunner(
      () =>
        new Promise<void>((done) => {
          cancelIdle = whenIdle(() => {
            if (rows)
              written = keepFirstPage(key, defaultFirstPage(rows, columns, locale, filter), written, address);
            done();
          });
        }),
    );
    const stop = watchMasterDocuments(
      local,
      source.collection,
      (docs) => {
        rows = docs as unknown as readonly T[];
        keep.poke();
      },
      source.selector,
    );
    return () => {
      stop();
      keep.stop();
      cancelIdle();
    };
  }, [key, local, source, complete, waiting, columns, locale, filter, address]);
}
