// The first pull of a staff master collection from the database's snapshot: instead
// of 480 `_changes` batches of 500 (at 40,000 products the store spends 150–250 µs per document
// serving them, and RxDB reads its own state per batch), the pull handler answers RxDB's first
// call with every document of the server's snapshot (`GET /db/<name>/_snapshot`, made by
// sync-server/src/snapshots/ from `_changes`) as ONE batch, and the snapshot's sequence as the
// checkpoint, together with the first `_changes` batch after it (withChanges). RxDB's
// replication stores it as any pulled batch: the assumed master states, the checkpoint and the
// conflict handling stay exactly as with `_changes`, which carries on from that sequence (every
// change made while the snapshot was made or loaded). RxDB asks again only after a batch at
// least as large as its batch size: with the first catch-up batch in the same answer, a small
// snapshot followed by a full batch of changes still makes it ask for the rest.
//
// Only into an empty collection: a device that already holds documents (a first pull that broke
// off after RxDB wrote part of it, or documents made offline before the first sync) pulls
// `_changes` from 0, which also names the documents deleted since, where a snapshot would not.
import type { RxCollection } from 'rxdb/plugins/core';
import { fromCouch, type RxDocData } from './couch-documents.ts';
import type { GatewayDeps } from './gateway.ts';
import { fetchSnapshot } from './snapshot.ts';

export interface FirstPullAnswer {
  documents: RxDocData[];
  checkpoint: { sequence: string | number };
}

/**
 * The snapshot as one pull answer, or null when the first pull must use `_changes` from 0: the
 * collection holds documents, or the server has no snapshot (404) or is still making it (503).
 * Refusals (401/403) and an unreachable server are thrown, as from `_changes`.
 */
export async function snapshotFirstPull(
  collection: RxCollection,
  deps: GatewayDeps,
  database: string,
): Promise<FirstPullAnswer | null> {
  if ((await collection.count().exec()) > 0) return null;
  const snapshot = await fetchSnapshot(deps, database);
  if (!snapshot || snapshot === 'later') return null;
  const documents = snapshot.docs
    // The server's own views (a design document in a master) are no catalogue data.
    .filter((doc) => !doc._id.startsWith('_design/'))
    .map(fromCouch);
  return { documents, checkpoint: { sequence: snapshot.seq } };
}

/**
 * The snapshot followed by the `_changes` batch after its sequence, as one answer with that
 * batch's checkpoint: a document in both is taken from the changes (the newer state).
 */
export function withChanges(first: FirstPullAnswer, next: FirstPullAnswer): FirstPullAnswer {
  const byId = new Map(first.documents.map((doc) => [doc.id, doc]));
  for (const doc of next.documents) byId.set(doc.id, doc);
  return { documents: [...byId.values()], checkpoint: next.checkpoint };
}
