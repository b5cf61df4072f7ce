// The dashboard keeps the product list's first page (use-first-page-keeper.ts): the record it
// writes is, byte for byte, the one the list itself writes for the same rows and language; during
// a first sync it writes only when "Synced" waits for it (the engine's holds), and nothing for a
// user who may not open the list.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import type { Locale, Product } from '@poct/schemas';
import { validDocuments } from '../../../schemas/src/test-fixtures.ts';
import { KEPT_RECORD_PAGES_KEY } from '../db/storage/database-open-gate.ts';
import { openLocalDatabase, type LocalDatabase } from '../db/storage/local-database.ts';
import { collectionOf } from '../db/masters-watch.ts';
import type { SyncEngine } from '../db/replication/sync-engine.ts';
import { INITIAL_STATUS, type SyncPhase, type SyncStatus } from '../db/replication/sync-status.ts';
import { activateLocale } from '../i18n/catalog.ts';
import { ApiContext } from '../lib/api-context.ts';
import ProductListKeeper from '../features/dashboard/ProductListKeeper.tsx';
import { PRODUCTS } from '../features/catalogue/products.resource.tsx';
import { SessionContext } from '../session/session-context.ts';
import type { SessionUser } from '../session/types.ts';
import { waitFor } from '../test/render-app.tsx';
import type { SyncController } from '../sync/sync-controller.ts';
import { SyncContext } from '../sync/sync-context.ts';
import { makeUser } from '../test/fake-server.ts';
import { mount } from '../test/mount.tsx';
import { signedInSession } from '../test/signed-in.ts';
import { firstPageKey, readFirstPage } from './first-page-record.ts';
import { ResourceList } from './ResourceList.tsx';

const staff = makeUser({
  id: 'user-keeper',
  role: {
    id: 'role-staff',
    name: 'Staff',
    permissions: ['products-read', 'products-create', 'products-update', 'products-delete'],
    hierarchy: 8,
  },
});
/** The product list's key for its default filter ("all"), as ResourceList names it. */
const key = (user: SessionUser) => firstPageKey(user.id, 'ds.products:all');

let local: LocalDatabase;
let counter = 0;

beforeEach(async () => {
  local = await openLocalDatabase(`keeper-${process.pid}-${++counter}`, ['catalogue_master']);
  const base = validDocuments().product;
  // Names sort otherwise than ids; a third hidden, dates and "Visible" read differently per language.
  await collectionOf(local, 'catalogue_master').bulkInsert(
    Array.from({ length: 120 }, (_, index) => ({
      ...base,
      id: `prod-${String(index).padStart(5, '0')}`,
      name: `Gerät ${index % 7} ${index}`,
      visible: index % 3 !== 0,
      updated_at: `2026-02-${String(1 + (index % 28)).padStart(2, '0')}T10:00:00.000Z`,
    })) satisfies Product[],
  );
});

afterEach(async () => {
  await local.db.remove();
});

/** A sync controller over the test's database whose phase the test sets. */
function fakeSync(phase: SyncPhase) {
  const listeners = new Set<() => void>();
  let status: SyncStatus = { ...INITIAL_STATUS, phase, leader: true };
  // What "Synced" waits for (SyncEngine.holdSynced); the test runs them as the engine would.
  const holds = new Set<() => Promise<void>>();
  const engine = {
    local,
    getStatus: () => status,
    holdSynced(ready: () => Promise<void>) {
      holds.add(ready);
      return () => holds.delete(ready);
    },
  } as unknown as SyncEngine;
  const controller: SyncController = {
    update() {},
    getEngine: () => engine,
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: async () => {},
  };
  const setPhase = (next: SyncPhase) => {
    status = { ...status, phase: next, lastSyncedAt: next === 'synced' ? new Date().toISOString() : null };
    listeners.forEach((listener) => listener());
  };
  const runHolds = () => Promise.all([...holds].map((ready) => ready()));
  return { controller, setPhase, holds, runHolds };
}

async function render(user: SessionUser, controller: SyncController, path: string, page: ReactNode) {
  await activateLocale(path.startsWith('/en') ? 'en' : 'de');
  const { store, api } = signedInSession(user);
  return mount(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <ApiContext.Provider value={api}>
          <SessionContext.Provider value={store}>
            <SyncContext.Provider value={controller}>{page}</SyncContext.Provider>
          </SessionContext.Provider>
        </ApiContext.Provider>
      </MemoryRouter>
    </I18nProvider>,
  );
}

/** The stored record once it is there. */
const stored = (user: SessionUser) =>
  waitFor(() => {
    const text = localStorage.getItem(key(user));
    if (text === null) throw new Error('nothing kept yet');
    return text;
  });

/** A product written after the start, first by name (a sync's pull or a later change). */
const addProduct = async (id: string, name: string) => {
  await collectionOf(local, 'catalogue_master').upsert({
    ...validDocuments().product,
    id,
    name,
    visible: true,
    updated_at: '2026-03-01T10:00:00.000Z',
  } satisfies Product);
};

/** Waits a few idle slots (the keeper writes in idle time, at a pace). */
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('the product list kept from the dashboard', () => {
  it.each<Locale>(['en', 'de'])(
    'equals the record the list writes for the same rows (%s)',
    async (locale) => {
      const prefix = locale === 'en' ? '/en' : '';
      const { controller } = fakeSync('synced');
      const dashboard = await render(staff, controller, `${prefix}/ds`, <ProductListKeeper />);
      const fromDashboard = await stored(staff);
      await dashboard.unmount();
      // The list's address is noted, so its next cold start holds the database for the kept page.
      expect(JSON.parse(localStorage.getItem(KEPT_RECORD_PAGES_KEY)!)).toEqual(['/ds/products']);

      localStorage.removeItem(key(staff));
      const list = await render(
        staff,
        controller,
        `${prefix}/ds/products`,
        <ResourceList resource={PRODUCTS} />,
      );
      const fromList = await stored(staff);
      await list.unmount();

      expect(fromDashboard).toBe(fromList);
      const page = readFirstPage<Product>(localStorage, key(staff))!;
      expect(page.locale).toBe(locale);
      expect([page.total, page.pages, page.rows.length]).toEqual([120, 3, 50]);
      expect(page.cells[0]).toMatchObject({ name: 'Gerät 0 0', visible: locale === 'en' ? 'No' : 'Nein' });
    },
  );

  it('waits for the first sync to complete, then keeps the page and follows later changes', async () => {
    const sync = fakeSync('first-sync');
    const dashboard = await render(staff, sync.controller, '/en/ds', <ProductListKeeper />);
    await aWhile();
    expect(localStorage.getItem(key(staff))).toBeNull();

    await act(async () => sync.setPhase('synced'));
    await stored(staff);
    await act(() => addProduct('prod-new', 'Aaa new product'));
    await waitFor(() => {
      const page = readFirstPage<Product>(localStorage, key(staff))!;
      expect(page.total).toBe(121);
      expect(page.cells[0]!.name).toBe('Aaa new product');
    });
    await dashboard.unmount();
  });

  it('during a first sync holds "Synced" and keeps the page when the data is in, before the phase changes', async () => {
    const sync = fakeSync('first-sync');
    const dashboard = await render(staff, sync.controller, '/en/ds', <ProductListKeeper />);
    await waitFor(() => expect(sync.holds.size).toBe(1));
    // Pulled while the sync runs: the mirror follows it.
    await act(() => addProduct('prod-pulled', 'Aaa pulled product'));
    expect(localStorage.getItem(key(staff))).toBeNull();
    await act(async () => {
      await sync.runHolds();
    });
    const held = readFirstPage<Product>(localStorage, key(staff))!;
    expect([held.total, held.cells[0]!.name]).toEqual([121, 'Aaa pulled product']);

    // Then the record is the one the dashboard keeps after the sync, byte for byte.
    const text = localStorage.getItem(key(staff));
    localStorage.removeItem(key(staff));
    await act(async () => sync.setPhase('synced'));
    expect(await stored(staff)).toBe(text);
    expect(sync.holds.size).toBe(0);
    await dashboard.unmount();
  });

  it('keeps nothing for a user who may not open the product list', async () => {
    const editor = makeUser({
      id: 'user-no-products',
      role: {
        id: 'role-parameters',
        name: 'Parameters',
        permissions: ['parameters-read', 'parameters-update'],
        hierarchy: 6,
      },
    });
    const { controller } = fakeSync('synced');
    const dashboard = await render(editor, controller, '/en/ds', <ProductListKeeper />);
    await aWhile();
    expect(localStorage.getItem(key(editor))).toBeNull();
    await dashboard.unmount();
  });
});
