// What a reader's device ends up holding of a shared database, by both ways it replicates: the
// gateway's `_changes` from the start, and the snapshot (`/db/<name>/_snapshot`) as served once
// it caught up with the store. Both wait for the projector first.
import { expect } from 'vitest';
import { decode, getSnapshot } from './snapshot-client.ts';
import type { TestServer } from './test-server.ts';

export interface ReaderView {
  /** Live ids after `_changes` since 0. */
  changes: Set<string>;
  /** Ids in the current snapshot. */
  snapshot: Set<string>;
}

async function changedIds(server: TestServer, db: string, token: string): Promise<Set<string>> {
  const live = new Set<string>();
  let since = '0';
  for (;;) {
    const query = new URLSearchParams({ since, limit: '500', style: 'all_docs' });
    const response = await server.api(`/db/${db}/_changes?${query}`, { token });
    expect(response.status).toBe(200);
    const page = (await response.json()) as {
      results: Array<{ id: string; deleted?: boolean }>;
      last_seq: string | number;
    };
    for (const change of page.results) {
      if (change.id.startsWith('_')) continue;
      if (change.deleted) live.delete(change.id);
      else live.add(change.id);
    }
    since = String(page.last_seq);
    if (page.results.length < 500) return live;
  }
}

export async function readerView(server: TestServer, db: string, token: string): Promise<ReaderView> {
  await server.projector.idle();
  const changes = await changedIds(server, db, token);
  await server.snapshots.caughtUp(db);
  const answer = await getSnapshot(server.url, db, token);
  expect(answer.status).toBe(200);
  const snapshot = new Set(decode(answer).docs.map((doc) => doc._id));
  return { changes, snapshot };
}

/** Whether each of `ids` is on a reader's device, by `_changes` and by the snapshot alike. */
export async function expectReaderHolds(
  server: TestServer,
  db: string,
  token: string,
  ids: Record<string, boolean>,
): Promise<void> {
  const view = await readerView(server, db, token);
  for (const [id, held] of Object.entries(ids)) {
    expect(view.changes.has(id), `${db}/_changes ${id}`).toBe(held);
    expect(view.snapshot.has(id), `${db}/_snapshot ${id}`).toBe(held);
  }
}
