// What the moderated sources hold of one author, for "Download my data" and the erasure of a
// closed account. The author's own copy leaves out what is about others: the reports (they name
// their reporters), who moderated it and the hashes of held texts.
import { FORMER_MEMBER_ID, FORMER_MEMBER_NAME, type ModeratedKind } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { updateDocument } from '../../platform/store/update-document.ts';
import { itemsOf, type ModeratedDoc } from './moderation-store.ts';
import { MODERATED_SOURCES } from './sources.ts';

const NOT_THE_AUTHORS = ['reports', 'moderated_by', 'updated_by', 'held_texts', 'in_queue'];

function authorsCopy(doc: ModeratedDoc): Record<string, unknown> {
  const { _id, _rev: _r, ...fields } = doc;
  for (const field of NOT_THE_AUTHORS) delete (fields as Record<string, unknown>)[field];
  return { id: _id, ...fields };
}

/** Every item `authorId` wrote, in every state, by kind (review, forum-thread, forum-comment). */
export async function authoredItems(
  store: StoreClient,
  authorId: string,
): Promise<Record<ModeratedKind, Record<string, unknown>[]>> {
  const found = {} as Record<ModeratedKind, Record<string, unknown>[]>;
  for (const source of MODERATED_SOURCES)
    found[source.kind] = (await itemsOf(store, source, authorId)).map(authorsCopy);
  return found;
}

/**
 * The erasure of `authorId`'s items: what readers can see (published) stays under "former
 * member" without name, workplace or position; everything else (waiting, rejected, withdrawn)
 * is deleted. The projector carries both into the public databases.
 */
export async function eraseAuthor(store: StoreClient, authorId: string): Promise<void> {
  for (const source of MODERATED_SOURCES) {
    for (const item of await itemsOf(store, source, authorId)) {
      await updateDocument<CouchDoc>(
        store,
        source.sourceDb,
        item._id,
        (doc) => {
          if (!doc || doc._deleted || doc.author_id !== authorId) return undefined;
          if (doc.status !== 'published') return { _id: doc._id, _deleted: true };
          const { author_institution: _institution, author_position: _position, ...kept } = doc;
          return { ...kept, author_id: FORMER_MEMBER_ID, author_name: FORMER_MEMBER_NAME };
        },
        { retries: 9 },
      );
    }
  }
}
