// A master list's kept first page (first-page-record.ts) for the signed-in user: read once when
// the list opens, written again whenever the default view's first page changes. While the local
// database has not opened yet (a full page load), the list holds its opening until the kept page
// is painted (db/storage/database-open-gate.ts): the opening takes the page's thread for seconds at
// 40,000 products, and the kept page would otherwise wait for it.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  afterNextPaint,
  holdDatabaseOpening,
  notePaintsFromKeptRecord,
} from '../db/storage/database-open-gate.ts';
import { useSession } from '../session/use-session.ts';
import { useSyncEngine } from '../sync/sync-context.ts';
import { firstPageKey, readFirstPage, writeFirstPage, type FirstPage } from './first-page-record.ts';
import type { Resource, ResourceFilters } from './resource.ts';

export interface KeptFirstPage<T> {
  preview: FirstPage<T> | null;
  remember(page: FirstPage<T>): void;
}

/**
 * What a resource's list keeps its first page under for a filter state: null for a server list, or
 * a filter without a name for its state (its page could not be told from another state's).
 */
export function keptListName<T>(resource: Resource<T>, filters: ResourceFilters<T>): string | null {
  return resource.source.kind === 'local' && (!filters.filter || filters.key !== undefined)
    ? `${resource.routes.list}:${filters.key ?? ''}`
    : null;
}

/**
 * Writes the page unless it equals `previous` (the text this caller wrote last) and notes the
 * list's address (`pathname`) for the database-open gate; returns the text stored, or null.
 */
export function keepFirstPage<T>(
  key: string,
  page: FirstPage<T>,
  previous: string | null,
  pathname: string,
): string | null {
  const written = writeFirstPage(window.localStorage, key, page, previous);
  if (written !== null && previous === null) notePaintsFromKeptRecord(pathname);
  return written;
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
      if (key) written.current = keepFirstPage(key, page, written.current, window.location.pathname);
    },
    [key],
  );
  return { preview, remember };
}
