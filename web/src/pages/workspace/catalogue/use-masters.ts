// The data hooks of the catalogue screens: live master collections on this device and saving
// through db/masters.ts (which validates, stamps the author and lets the replication push).
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { routeById, type RouteId } from '@poct/schemas';
import type { MasterCollectionName } from '../../../db/collections.ts';
import type { LocalDatabase } from '../../../db/local-database.ts';
import {
  saveMasterDocument,
  watchMasterDocument,
  watchMasterDocuments,
  type MasterDocuments,
} from '../../../db/masters.ts';
import { useLocalizePath } from '../../../i18n/use-locale.ts';
import { useSession } from '../../../session/use-session.ts';
import { useSyncEngine } from '../../../sync/sync-context.ts';
import type { FieldSpec } from '../../../workspace-forms/field-spec.ts';
import type { Doc } from '../../../workspace-forms/pointer.ts';
import { addErrors, NO_ERRORS, type FormErrors } from '../../../workspace-forms/validation.ts';

/** The device's database when it holds the master collections (staff), else null. */
export function useMasterDatabase(): LocalDatabase | null {
  const engine = useSyncEngine();
  return engine?.local.collection('catalogue_master') ? engine.local : null;
}

/** Every document of a master collection (optionally one master data type), live; null while loading. */
export function useMasterDocuments<N extends MasterCollectionName>(
  name: N,
  selector?: Record<string, unknown>,
): MasterDocuments[N][] | null {
  const local = useMasterDatabase();
  const [docs, setDocs] = useState<MasterDocuments[N][] | null>(null);
  const key = JSON.stringify(selector ?? {});
  useEffect(() => {
    if (!local) return;
    return watchMasterDocuments(local, name, setDocs, JSON.parse(key) as Record<string, unknown>);
  }, [local, name, key]);
  return docs;
}

export type Loaded<T> = { state: 'loading' } | { state: 'missing' } | { state: 'found'; doc: T };

/** One document, live. */
export function useMasterDocument<N extends MasterCollectionName>(
  name: N,
  id: string | undefined,
): Loaded<MasterDocuments[N]> {
  const local = useMasterDatabase();
  const [result, setResult] = useState<Loaded<MasterDocuments[N]>>({ state: 'loading' });
  useEffect(() => {
    if (!local || !id) return;
    return watchMasterDocument(local, name, id, (doc) =>
      setResult(doc ? { state: 'found', doc } : { state: 'missing' }),
    );
  }, [local, name, id]);
  return id ? result : { state: 'missing' };
}

/** Author and times as saveMasterDocument will set them, so the shared validator can run first. */
export function stamped<T extends Doc>(doc: T, userId: string): T {
  const now = new Date().toISOString();
  return {
    ...doc,
    created_at: (doc.created_at as string | undefined) ?? now,
    updated_at: now,
    updated_by: userId,
  };
}

/** Saves a document and maps a refusal to the form's fields (under `prefix`). */
export function useSaveMaster<N extends MasterCollectionName>(name: N) {
  const local = useMasterDatabase();
  const { user } = useSession();
  return useCallback(
    async (doc: Doc, fields: readonly FieldSpec[], prefix = ''): Promise<FormErrors> => {
      if (!local || !user) return { fields: {}, form: [{ key: 'error.403' }] };
      const { updated_by: _by, updated_at: _at, ...rest } = doc;
      const result = await saveMasterDocument(local, name, rest as never, user.id);
      return result.ok ? NO_ERRORS : addErrors({ fields: {}, form: [] }, fields, result.errors, prefix);
    },
    [local, name, user],
  );
}

/** The address of a route with its parameters filled in, in the page's language. */
export function useRoutePath(): (id: RouteId, params?: Record<string, string>) => string {
  const localize = useLocalizePath();
  return useCallback(
    (id, params = {}) =>
      localize(
        routeById(id).path.replace(/:([A-Za-z_]+)/g, (_whole, name: string) =>
          encodeURIComponent(params[name] ?? ''),
        ),
      ),
    [localize],
  );
}

/** Navigates to a route; `saved` is announced on the page that opens (see SavedNotice). */
export function useGoTo() {
  const navigate = useNavigate();
  const path = useRoutePath();
  return useCallback(
    (id: RouteId, params?: Record<string, string>, saved?: string) =>
      navigate(path(id, params), saved ? { state: { saved } } : undefined),
    [navigate, path],
  );
}

export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}
