// The user's saved comparisons in the local `saved_comparisons` collection: written here (also
// offline), pushed to the user's own database on the server by the replication, and so on their
// other devices. A share link carries the comparison's secret (@poct/schemas comparison-share.ts);
// removing the secret or the comparison ends every link to it.
import type { Subscription } from 'rxjs';
import {
  newShareSecret,
  shareTokenOf,
  validateDocument,
  type SavedComparison,
  type ValidationError,
} from '@poct/schemas';
import type { LocalDatabase } from '../../db/storage/local-database.ts';

/** A write the shared schema refuses: the errors, each with its catalogue key. */
export class SavedComparisonInvalid extends Error {
  readonly errors: ValidationError[];
  constructor(errors: ValidationError[]) {
    super(errors[0]?.detail ?? 'invalid saved comparison');
    this.errors = errors;
  }
}

function collectionOf(local: LocalDatabase) {
  const collection = local.collection('saved_comparisons');
  if (!collection) throw new Error('saved comparisons are not replicated for this user');
  return collection;
}

function checked(doc: SavedComparison): SavedComparison {
  const result = validateDocument('saved_comparison', doc);
  if (!result.ok) throw new SavedComparisonInvalid(result.errors);
  return doc;
}

/** Newest change first. */
export function watchSavedComparisons(
  local: LocalDatabase,
  onChange: (comparisons: SavedComparison[]) => void,
): Subscription | undefined {
  return local
    .collection('saved_comparisons')
    ?.find()
    .$.subscribe((docs) =>
      onChange(
        docs
          .map((doc) => doc.toJSON() as unknown as SavedComparison)
          .sort((a, b) => b.updated_at.localeCompare(a.updated_at)),
      ),
    );
}

export async function saveComparison(
  local: LocalDatabase,
  userId: string,
  name: string,
  productIds: readonly string[],
): Promise<SavedComparison> {
  const at = new Date().toISOString();
  const doc = checked({
    id: `cmp-${crypto.randomUUID()}`,
    name: name.trim(),
    product_ids: [...productIds],
    created_at: at,
    updated_at: at,
    updated_by: userId,
  });
  await collectionOf(local).insert(doc);
  return doc;
}

/** Changes one saved comparison (read-modify-write on the local document). */
export async function updateComparison(
  local: LocalDatabase,
  userId: string,
  id: string,
  change: Partial<Pick<SavedComparison, 'name' | 'product_ids' | 'share_secret'>> & {
    share_secret?: string | undefined;
  },
): Promise<SavedComparison> {
  const existing = await collectionOf(local).findOne(id).exec();
  if (!existing) throw new Error(`no saved comparison ${id}`);
  let written: SavedComparison | undefined;
  await existing.incrementalModify((current: SavedComparison) => {
    const next: SavedComparison = {
      ...current,
      ...change,
      ...(change.name === undefined ? {} : { name: change.name.trim() }),
      updated_at: new Date().toISOString(),
      updated_by: userId,
    };
    if ('share_secret' in change && change.share_secret === undefined) delete next.share_secret;
    written = checked(next);
    return written;
  });
  return written!;
}

export async function deleteComparison(local: LocalDatabase, id: string): Promise<void> {
  await (await collectionOf(local).findOne(id).exec())?.remove();
}

/** The share link's token; the comparison gets a secret first if it has none. */
export async function shareComparison(
  local: LocalDatabase,
  userId: string,
  comparison: SavedComparison,
): Promise<string> {
  const secret =
    comparison.share_secret ??
    (await updateComparison(local, userId, comparison.id, { share_secret: newShareSecret() })).share_secret!;
  return shareTokenOf({ ownerId: userId, comparisonId: comparison.id, secret });
}
