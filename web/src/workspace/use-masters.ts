// The data hooks of the screens over this device's master collections (products, links, master
// data): live documents and saving through db/masters.ts (which validates, stamps the author
// and lets the replication push).
import { useCallback } from 'react';
import type { MasterCollectionName } from '../db/collections.ts';
import type { LocalDatabase } from '../db/storage/local-database.ts';
import type { FieldSelector } from '../db/master-mirror.ts';
import {
  saveMasterDocument,
  type MasterDraft,
  watchMasterDocument,
  watchMasterDocuments,
  type MasterDocuments,
} from '../db/masters.ts';
import { useSession } from '../session/use-session.ts';
import { useSyncComplete, useSyncEngine } from '../sync/sync-context.ts';
import type { FieldSpec } from './forms/field-spec.ts';
import type { Doc } from './forms/pointer.ts';
import { addErrors, NO_ERRORS, type FormErrors } from './forms/validation.ts';
import { valueOf, type Loaded } from '../lib/loaded.ts';
import { useLoad, type Load } from '../lib/use-load.ts';

/** The device's database when it holds the master collections (staff), else null. */
export function useMasterDatabase(): LocalDatabase | null {
  const engine = useSyncEngine();
  return engine?.local.collection('catalogue_master') ? engine.local : null;
}

/** Every document of a master collection (optionally one master data type), live. */
export function useMasterRows<N extends MasterCollectionName>(
  name: N | null,
  selector?: FieldSelector,
): Load<MasterDocuments[N][]> {
  const local = useMasterDatabase();
  const load = useLoad<MasterDocuments[N][]>(
    local && name ? `${name} ${JSON.stringify(selector ?? {})}` : null,
    {
      watch: (emit) =>
        watchMasterDocuments(local!, name!, (docs) => emit({ state: 'loaded', value: docs }), selector),
    },
  );
  // Before the sync engine has opened the master collections there is nothing to show yet.
  return name && !local ? { ...load, loaded: { state: 'loading' } } : load;
}

/** The same as a plain array; null while loading. */
export function useMasterDocuments<N extends MasterCollectionName>(
  name: N,
  selector?: FieldSelector,
): MasterDocuments[N][] | null {
  return valueOf(useMasterRows(name, selector).loaded);
}

/** One document, live: loading, loaded or missing. */
export function useMasterDocument<N extends MasterCollectionName>(
  name: N,
  id: string | undefined,
): Loaded<MasterDocuments[N]> {
  const local = useMasterDatabase();
  const complete = useSyncComplete();
  const loaded = useLoad<MasterDocuments[N]>(local && id ? `${name}/${id}` : null, {
    watch: (emit) =>
      watchMasterDocument(local!, name, id!, (doc) =>
        emit(doc ? { state: 'loaded', value: doc } : { state: 'missing' }),
      ),
  }).loaded;
  // A document this device does not hold may simply not have arrived yet: until the master
  // collections are open and a first sync has finished, it is loading, not missing (a missing
  // record is the 404 page, which would replace the screen for good).
  if (id && (!local || (loaded.state === 'missing' && !complete))) return { state: 'loading' };
  return loaded;
}

/** Saves a document and maps a refusal to the form's fields (under `prefix`). */
export function useSaveMaster<N extends MasterCollectionName>(name: N) {
  const local = useMasterDatabase();
  const { user } = useSession();
  return useCallback(
    async (doc: Doc, fields: readonly FieldSpec[], prefix = ''): Promise<FormErrors> => {
      if (!local || !user) return { fields: {}, form: [{ key: 'error.403' }] };
      const result = await saveMasterDocument(local, name, doc as MasterDraft<N>, user.id);
      return result.ok ? NO_ERRORS : addErrors({ fields: {}, form: [] }, fields, result.errors, prefix);
    },
    [local, name, user],
  );
}

export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}
