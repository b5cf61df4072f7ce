// A master list's kept first page (first-page-record.ts) for the signed-in user: read once when
// the list opens, written again whenever the default view's first page changes.
import { useCallback, useMemo, useRef } from 'react';
import { useSession } from '../session/use-session.ts';
import { firstPageKey, readFirstPage, writeFirstPage, type FirstPage } from './first-page-record.ts';

export interface KeptFirstPage<T> {
  preview: FirstPage<T> | null;
  remember(page: FirstPage<T>): void;
}

/** `list` names the list and its filter state; null keeps nothing (e.g. a server list). */
export function useFirstPage<T>(list: string | null): KeptFirstPage<T> {
  const { user } = useSession();
  const key = user && list ? firstPageKey(user.id, list) : null;
  const preview = useMemo(() => (key ? readFirstPage<T>(window.localStorage, key) : null), [key]);
  const written = useRef<string | null>(null);
  const remember = useCallback(
    (page: FirstPage<T>) => {
      if (key) written.current = writeFirstPage(window.localStorage, key, page, written.current);
    },
    [key],
  );
  return { preview, remember };
}
