// Staff edits of products, links and master data, made in the local `*_master` collections and
// pushed through the gateway by the replication, also later when the device was offline. Each
// save is checked with the shared schema first, so what reaches the server is already valid;
// the gateway checks again (the client is convenience, the server is the authority).
import {
  validateDocument,
  type Link,
  type MasterData,
  type Product,
  type ValidationError,
} from '@poct/schemas';
import type { MasterCollectionName } from './collections.ts';
import type { LocalDatabase } from './local-database.ts';
import { collectionOf } from './masters-watch.ts';

export interface MasterDocuments {
  catalogue_master: Product;
  masterdata_master: MasterData;
  publications_master: Link;
}

const SCHEMA_OF = {
  catalogue_master: 'product',
  masterdata_master: 'masterdata',
  publications_master: 'link',
} as const;

export type SaveResult = { ok: true; id: string } | { ok: false; errors: ValidationError[] };

/**
 * Validates and stores a document (new or changed). `updated_by` and the times are set here:
 * the gateway accepts a push only when its author is the caller.
 */
export async function saveMasterDocument<N extends MasterCollectionName>(
  local: LocalDatabase,
  name: N,
  doc: Omit<MasterDocuments[N], 'updated_by' | 'updated_at' | 'created_at'> & { created_at?: string },
  userId: string,
): Promise<SaveResult> {
  const now = new Date().toISOString();
  const full = { ...doc, created_at: doc.created_at ?? now, updated_at: now, updated_by: userId };
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
