// The alerts page and the menu's unread count on a real local database (RxDB on fake-indexeddb),
// as a device holds the replicated alerts, also offline: each alert in words in the page's
// language with its date, the count read out with its plural, marking one and all read, and the
// invitation for a device that holds no alerts (no premium). alert-text.ts in both languages.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MemoryRouter } from 'react-router';
import type { Alert, MasterData } from '@poct/schemas';
import { activateLocale } from '../../i18n/catalog.ts';
import { openLocalDatabase, type LocalDatabase } from '../../db/storage/local-database.ts';
import type { SyncController } from '../../sync/sync-controller.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import { SyncContext } from '../../sync/sync-context.ts';
import { waitFor } from '../../test/render-app.tsx';
import { mount } from '../../test/mount.tsx';
import { alertSummary } from './alert-text.ts';
import AlertsPage from './AlertsPage.tsx';
import { UnreadAlerts } from './UnreadAlerts.tsx';

const AT = '2026-11-23T11:48:00.000Z';

function alert(fields: Partial<Alert> & Pick<Alert, 'id'>): Alert {
  return {
    product_id: 'prod-00001',
    product_name: 'Afinion 2',
    kind: 'changed',
    field: 'price',
    from: '1200',
    to: '1050',
    at: AT,
    read: false,
    created_at: AT,
    updated_at: AT,
    ...fields,
  };
}

const PRICE = alert({ id: 'alert-0000000000000001-000000000000000000000001' });
const NOTICE = alert({
  id: 'alert-0000000000000001-000000000000000000000002',
  kind: 'safety_notice',
  field: undefined,
  from: undefined,
  to: undefined,
  title: 'Rückruf Charge 42',
  authority: 'bfarm',
  reference: 'FSCA-2026-42',
  at: '2026-11-24T08:00:00.000Z',
});

/** Intl puts a no-break space before the euro sign. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

let local: LocalDatabase;
let counter = 0;

function controllerOf(engine: SyncEngine | null): SyncController {
  return {
    update: () => {},
    getEngine: () => engine,
    getStatus: () => null,
    subscribe: () => () => {},
    settled: async () => {},
  };
}

async function render(engine: SyncEngine | null, locale: 'de' | 'en' = 'de') {
  await activateLocale(locale);
  return mount(
    <I18nProvider i18n={i18n}>
      <SyncContext value={controllerOf(engine)}>
        <MemoryRouter initialEntries={[`/${locale}/ds/alerts`]}>
          <nav>
            Alerts
            <UnreadAlerts />
          </nav>
          <AlertsPage />
        </MemoryRouter>
      </SyncContext>
    </I18nProvider>,
  );
}

beforeEach(async () => {
  local = await openLocalDatabase(`alerts-${process.pid}-${++counter}`, ['alerts', 'masterdata']);
  await local.collection('alerts')!.bulkInsert([PRICE, NOTICE]);
});
afterEach(async () => {
  await local.db.remove();
});

const engineOf = (db: LocalDatabase) => ({ local: db }) as unknown as SyncEngine;

describe('the alerts page', () => {
  it('lists each alert in German with its date, counts the unread ones and marks one and all read', async () => {
    const { container, unmount } = await render(engineOf(local));
    const items = await waitFor(() => {
      const found = [...container.querySelectorAll('.alert')];
      expect(found).toHaveLength(2);
      return found;
    });
    // Newest first: the safety notice of the 24th, then the price of the 23rd.
    expect(items[0]!.textContent).toContain(
      'Sicherheitshinweis: Rückruf Charge 42 (BfArM (Deutschland), FSCA-2026-42)',
    );
    expect(plain(items[1]!.textContent)).toContain('Preis: 1.200,00 € → 1.050,00 €');
    expect(items[1]!.querySelector('time')?.getAttribute('datetime')).toBe(AT);
    expect(items[1]!.querySelector('time')?.textContent).toMatch(/^23\.11\.2026/);
    expect(container.querySelector('nav')!.textContent).toContain('(2 ungelesene Benachrichtigungen)');

    const markOne = [...items[1]!.querySelectorAll('button')].find(
      (b) => b.textContent === 'Als gelesen markieren',
    )!;
    markOne.click();
    await waitFor(() =>
      expect(container.querySelector('nav')!.textContent).toContain('(1 ungelesene Benachrichtigung)'),
    );
    expect((await local.collection('alerts')!.findOne(PRICE.id).exec())!.toJSON()).toMatchObject({
      read: true,
    });

    [...container.querySelectorAll('button')]
      .find((b) => b.textContent === 'Alle als gelesen markieren')!
      .click();
    await waitFor(() => expect(container.querySelector('.unread-count')).toBeNull());
    expect(container.querySelectorAll('.alert[data-unread]')).toHaveLength(0);
    await unmount();
  });

  it('shows a device without alerts (no premium) the invitation', async () => {
    const { container, unmount } = await render(null);
    expect(container.textContent).toContain(
      'Benachrichtigungen zu beobachteten Produkten gehören zum Premium-Zugang.',
    );
    expect(container.querySelector('.unread-count')).toBeNull();
    await unmount();
  });
});

describe('an alert in words', () => {
  const connectivity = new Map<string, MasterData>([
    ['conn-hl7', { id: 'conn-hl7', type: 'connectivity', name: { de: 'HL7', en: 'HL7' } } as MasterData],
    ['conn-usb', { id: 'conn-usb', type: 'connectivity', name: { de: 'USB', en: 'USB' } } as MasterData],
  ]);

  it.each([
    ['de', PRICE, 'Preis: 1.200,00 € → 1.050,00 €'],
    ['en', PRICE, 'Price: €1,200.00 → €1,050.00'],
    [
      'de',
      alert({ id: 'a', field: 'time_to_result', from: '10-15', to: '8' }),
      'Zeit bis zum Ergebnis: 10–15 min → 8 min',
    ],
    [
      'en',
      alert({ id: 'a', field: 'sample_volume', from: '', to: '1.5' }),
      'Sample volume: not stated → 1.5 µl',
    ],
    [
      'en',
      alert({ id: 'a', field: 'connectivity', from: 'conn-usb', to: 'conn-hl7,conn-usb' }),
      'Connectivity: USB → HL7 and USB',
    ],
    [
      'de',
      alert({ id: 'a', field: 'availability', from: 'de', to: 'at,de' }),
      'Verfügbarkeit: Deutschland → Österreich und Deutschland',
    ],
    [
      'en',
      alert({ id: 'a', field: 'regulatory_status', from: 'pending', to: 'ivdr' }),
      'CE status: Conformity assessment pending → CE marked under the IVDR',
    ],
    ['en', NOTICE, 'Safety notice: Rückruf Charge 42 (BfArM (Germany), FSCA-2026-42)'],
    [
      'de',
      alert({ id: 'a', kind: 'publication', field: undefined, title: 'Studie', signal: 'g' }),
      'Neue Publikation: Studie (Signal: Grün)',
    ],
  ] as const)('%s: %s', async (locale, shown, text) => {
    await activateLocale(locale);
    expect(plain(alertSummary(shown, i18n, connectivity))).toBe(text);
  });
});
