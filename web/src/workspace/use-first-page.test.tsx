// A list that has a kept first page holds the local database's opening until that page has been
// painted (db/storage/database-open-gate.ts); a list without one, or once the database is open, does not.
import { describe, expect, it } from 'vitest';
import { afterNextPaint, databaseMayOpen } from '../db/storage/database-open-gate.ts';
import type { GatewayDeps } from '../db/replication/gateway.ts';
import { SessionContext } from '../session/session-context.ts';
import { createSyncController } from '../sync/sync-controller.ts';
import { SyncContext } from '../sync/sync-context.ts';
import { makeUser } from '../test/fake-server.ts';
import { mount } from '../test/mount.tsx';
import { signedInSession } from '../test/signed-in.ts';
import { firstPageKey, writeFirstPage } from './first-page-record.ts';
import { useFirstPage } from './use-first-page.ts';

const user = makeUser({ id: 'user-kept-page' });

function Probe({ list }: { list: string }) {
  const { preview } = useFirstPage<{ id: string }>(list);
  return <p>{preview ? `${preview.rows.length} kept` : 'nothing kept'}</p>;
}

async function renderList(list: string) {
  const { store } = signedInSession(user);
  // Never told of a user: no engine, as before the sync controller opens the database.
  const controller = createSyncController({
    gateway: {} as GatewayDeps,
    onUnauthorized: () => {},
    onAccessEnded: () => {},
    onStorageLost: () => {},
  });
  return mount(
    <SessionContext.Provider value={store}>
      <SyncContext.Provider value={controller}>
        <Probe list={list} />
      </SyncContext.Provider>
    </SessionContext.Provider>,
  );
}

/** Whether `promise` settles within the microtasks and one macrotask (no frame painted yet). */
async function settlesAtOnce(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('a list with a kept first page', () => {
  it('holds the database opening until the kept page is painted', async () => {
    const page = { rows: [{ id: 'p1' }], total: 1, pages: 1, cells: [{ name: 'Alpha' }], locale: 'en' };
    writeFirstPage(localStorage, firstPageKey(user.id, 'ds.products:all'), page);
    const list = await renderList('ds.products:all');
    expect(list.container.textContent).toBe('1 kept');
    const mayOpen = databaseMayOpen();
    expect(await settlesAtOnce(mayOpen)).toBe(false);
    // Released by the frame after the kept page's.
    await afterNextPaint();
    await afterNextPaint();
    expect(await settlesAtOnce(mayOpen)).toBe(true);
    await list.unmount();
  });

  it('does not hold it when nothing was kept', async () => {
    const list = await renderList('ds.links:all');
    expect(list.container.textContent).toBe('nothing kept');
    expect(await settlesAtOnce(databaseMayOpen())).toBe(true);
    await list.unmount();
  });
});
