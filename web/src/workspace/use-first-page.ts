// A master list's kept first page (first-page-record.ts) for the signed-in user: read once when
// the list opens, written again whenever the default view's first page changes. While the local
// database has not opened yet (a full page load), the list holds its opening until the kept page
// is painted (db/database-open-gate.ts): the opening takes the page's thread for seconds at
// 40,000 products, and the kept page would otherwise wait for it.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { afterNextPaint, holdDatabaseOpening, notePaintsFromKeptRecord } from '../db/database-open-gate.ts';
import { useSession } from '../session/use-session.ts';
import { useSyncEngine } from '../sync/sync-context.ts';
import { firstPageKey, readFirstPage, writeFirstPage, type FirstPage } from './first-page-record.ts';

export interface KeptFirstPage<T> {
  preview: FirstPage<T> | null;
  remember(page: FirstPage<T>): void;
}

/** `list` names the list and its filter state; null keeps nothing (e.g. a server list). */
export function useFirstPage<T>(list: string | null): KeptFirstPage<T> {
  const { user } = useSession();
  const opened = useSyncEngine() !== null;
  const key = user && list ? firstPageKey(user.id, list) : null;
  const preview = useMemo(() => (key ? readFirstPage<T>(window.localStorage, key) : null), [key]);
  const held = useRef(false);
  // Once per list shown: a hold made after the database opened would only delay a later opening.
  useEffect(() => {
    if (held.current || !preview || opened) return;
    held.current = true;
    holdDatabaseOpening(afterNextPaint());
  }, [preview, opened]);
  const written = useRef<string | null>(null);
  const remember = useCallback(
    (page: FirstPage<T>) => {
      if (!key) return;
      const before = written.current;
      written.current = writeFirstPage(window.localStorage, key, page, before);
      if (written.current !== null && before === null) notePaintsFromKeptRecord(window.location.pathname);
    },
    [key],
  );
  return { preview, remember };
}
