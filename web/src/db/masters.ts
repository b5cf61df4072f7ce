// Staff edits of products, links and master data, made in the local `*_master` collections and
// pushed through the gateway by the replication, also later when the device was offline. Each
// save is checked with the shared schema first, so what reaches the server is already valid;
// the gateway checks again (the client is convenience, the server is the authority).
import { validateDocument, type ValidationError } from '@poct/schemas';
import type { MasterCollectionName, MasterDocuments } from './collections.ts';
import type { LocalDatabase } from './storage/local-database.ts';
import { collectionOf } from './masters-watch.ts';

export type { MasterDocuments } from './collections.ts';

const SCHEMA_OF = {
  catalogue_master: 'product',
  masterdata_master: 'masterdata',
  publications_master: 'link',
} as const;

export type SaveResult = { ok: true; id: string } | { ok: false; errors: ValidationError[] };

/** A document as a person edits it: the stamps (author, times) may be there or not. */
export type MasterDraft<N extends MasterCollectionName> = Omit<
  MasterDocuments[N],
  'updated_by' | 'updated_at' | 'created_at'
> & { created_at?: string; updated_at?: string; updated_by?: string };

/**
 * The document as it will be stored: created_at kept (now for a new one), updated_at now and
 * updated_by the user (the gateway accepts a push only when its author is the caller). The edit
 * forms validate exactly this before saving, and saveMasterDocument stores exactly this.
 */
export function prepareMasterDocument<T extends { created_at?: unknown }>(
  doc: T,
  userId: string,
): T & { created_at: string; updated_at: string; updated_by: string } {
  const now = new Date().toISOString();
  const created = typeof doc.created_at === 'string' ? doc.created_at : now;
  return { ...doc, created_at: created, updated_at: now, updated_by: userId };
}

/** Prepares, validates and stores a document (new or changed). */
export async function saveMasterDocument<N extends MasterCollectionName>(
  local: LocalDatabase,
  name: N,
  doc: MasterDraft<N>,
  userId: string,
): Promise<SaveResult> {
  const full = prepareMasterDocument(doc, userId);
  const result = validateDocument(SCHEMA_OF[name], full);
  if (!result.ok) return { ok: false, errors: result.errors };
  await collectionOf(local, name).upsert(full);
  return { ok: true, id: full.id };
}

export async function deleteMasterDocument(
  local: LocalDatabase,
  name: MasterCollectionName,
  id: string,
): Promise<void> {
  await collectionOf(local, name).findOne(id).remove();
}

export async function getMasterDocument<N extends MasterCollectionName>(
  local: LocalDatabase,
  name: N,
  id: string,
): Promise<MasterDocuments[N] | null> {
  const doc = await collectionOf(local, name).findOne(id).exec();
  return doc ? (doc.toJSON() as unknown as MasterDocuments[N]) : null;
}

export { watchMasterDocument, watchMasterDocuments } from './masters-watch.ts';
