// The notice after saving a record kept on the device (a product): saved while online it says
// "saved", never that it waits for a connection; offline it says it goes once there is one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { AppRouter } from '../app/AppRouter.tsx';
import { activateLocale } from '../i18n/catalog.ts';
import { createMemoryAppHistory } from '../routes/app-history.ts';
import { mount } from '../test/mount.tsx';
import { SavedNotice } from './LoadStates.tsx';

async function notice(locale: 'de' | 'en') {
  await activateLocale(locale);
  const history = createMemoryAppHistory('/ds/products/new');
  const part = await mount(
    <I18nProvider i18n={i18n}>
      <AppRouter history={history}>
        <SavedNotice where="device" />
      </AppRouter>
    </I18nProvider>,
  );
  // As a saved form does: back to the list, with what was saved in the navigation's state.
  await act(async () => history.navigator.push('/ds/products', { saved: 'Demo Analyzer' }));
  const text = part.container.querySelector('[role="status"]')?.textContent;
  await part.unmount();
  return text;
}

afterEach(() => vi.restoreAllMocks());

describe('the notice after saving a product', () => {
  it.each([
    ['en', '“Demo Analyzer” was saved.'],
    ['de', '„Demo Analyzer“ wurde gespeichert.'],
  ] as const)('saved online (%s): saved, no waiting for a connection', async (locale, text) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(await notice(locale)).toBe(text);
  });

  it.each([
    ['en', /as soon as there is a connection/],
    ['de', /Verbindung/],
  ] as const)('saved offline (%s): it goes once there is a connection', async (locale, text) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await notice(locale)).toMatch(text);
  });
});
