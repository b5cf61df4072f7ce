// Reading and changing the moderation state of documents in their source databases. Every
// change is a read-modify-write at the document's `_rev`: a write that lost a race (the author
// edited, someone else reported, another staff member decided) reads again and re-applies its
// change to the newer document, so nothing half-applies and no report is lost.
import {
  isIdOf,
  type ModeratedKind,
  type ModerationGround,
  type ModerationReport,
  type ModerationStatus,
} from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { updateDocument } from '../../platform/store/update-document.ts';
import { ensureIndex, findByIndex } from '../../platform/store/find-by-index.ts';
import { publishedView } from './published-view.ts';
import { MODERATED_SOURCES, sourceOfKind, type ModeratedSource } from './sources.ts';

const CONFLICT_RETRIES = 8;
const QUEUE_INDEX = { name: 'moderation-queue', fields: ['in_queue'] } as const;
const AUTHOR_INDEX = { name: 'moderation-author', fields: ['author_id'] } as const;

/**
 * Creates the queue and author indexes of every source at start-up, so a first read does not
 * write a design document into a source database (index.ts).
 */
export async function ensureModerationIndexes(store: StoreClient): Promise<void> {
  for (const db of new Set(MODERATED_SOURCES.map((source) => source.sourceDb))) {
    await ensureIndex(store, db, QUEUE_INDEX);
    await ensureIndex(store, db, AUTHOR_INDEX);
  }
}

export interface ModeratedDoc extends CouchDoc {
  author_id: string;
  status: ModerationStatus;
  status_reason?: string;
  /** What staff's rejection rests on (the statement of reasons names it). */
  status_ground?: ModerationGround;
  /** The author's objection to the last decision, while it waits for staff. */
  objection?: { at: string; reason: string };
  reports?: ModerationReport[];
  in_queue?: boolean;
  /** Held by the write path's own judgement, not by staff (author-writes.ts). */
  held_automatically?: boolean;
  /** What the item was when its author withdrew it (author-writes.ts). */
  before_withdrawal?: { status: ModerationStatus; held_automatically?: boolean };
  /** Hashes of texts staff rejected or held (author-writes.ts). */
  held_texts?: string[];
  moderated_at?: string;
  created_at: string;
  updated_at: string;
}

/** The registered source of `kind`, or 404 (a kind nobody registered is a resource that is not there). */
export function sourceOrNotFound(kind: string): ModeratedSource {
  const source = sourceOfKind(kind as ModeratedKind);
  if (!source) throw new AppError(404, 'error.404.resource');
  return source;
}

/**
 * Whether readers see `doc`: published, and what it hangs on (the source's `hangsOn`) shown to
 * them. The projector applies the same rule (projector/projector.ts).
 */
export async function visibleToReaders(
  store: StoreClient,
  source: ModeratedSource,
  doc: CouchDoc,
): Promise<boolean> {
  if (publishedView(doc) === null) return false;
  if (!source.hangsOn) return true;
  const parentId = doc[source.hangsOn.field];
  const parent =
    typeof parentId === 'string' && !parentId.startsWith('_')
      ? await store.get(source.hangsOn.db, parentId)
      : undefined;
  return source.hangsOn.shows(parent);
}

export async function readItem(store: StoreClient, source: ModeratedSource, id: string) {
  const doc = isIdOf(source.idCollection, id)
    ? await store.get<ModeratedDoc>(source.sourceDb, id)
    : undefined;
  return doc && !doc._deleted && source.owns(doc) ? doc : undefined;
}

/**
 * Applies `change` to the current document of `id` and writes it, again on a conflict. `change`
 * throws to refuse (nothing is written) and returns the new document otherwise.
 */
export async function updateItem(
  store: StoreClient,
  source: ModeratedSource,
  id: string,
  change: (doc: ModeratedDoc) => ModeratedDoc,
): Promise<ModeratedDoc> {
  const outcome = await updateDocument<ModeratedDoc>(
    store,
    source.sourceDb,
    id,
    (current) => {
      if (!current) throw new AppError(404, 'error.404.resource');
      return change(current);
    },
    { retries: CONFLICT_RETRIES, read: () => readItem(store, source, id) },
  );
  if (!outcome.written) throw new AppError(404, 'error.404.resource');
  return outcome.doc;
}

/** Documents of `source` waiting for staff: new ones held back and reported ones. */
export async function queuedItems(store: StoreClient, source: ModeratedSource): Promise<ModeratedDoc[]> {
  const docs = await findByIndex<ModeratedDoc>(store, source.sourceDb, QUEUE_INDEX, { in_queue: true });
  return docs.filter((doc) => source.owns(doc));
}

/** Every document of `source` written by `authorId`, in every state. */
export async function itemsOf(
  store: StoreClient,
  source: ModeratedSource,
  authorId: string,
): Promise<ModeratedDoc[]> {
  const docs = await findByIndex<ModeratedDoc>(store, source.sourceDb, AUTHOR_INDEX, { author_id: authorId });
  return docs.filter((doc) => source.owns(doc));
}
