import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale } from '../i18n/catalog.ts';
import { createMemoryAppHistory } from '../routes/app-history.ts';
import { mount } from '../test/mount.tsx';
import { AppRouter } from './AppRouter.tsx';

function Broken(): never {
  throw new Error('boom');
}

async function renderBroken(path: string) {
  await activateLocale(path.startsWith('/en') ? 'en' : 'de');
  return mount(
    <I18nProvider i18n={i18n}>
      <AppRouter history={createMemoryAppHistory(path)}>
        <Broken />
      </AppRouter>
    </I18nProvider>,
  );
}

describe('router error page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a 500 with status message and description when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const en = await renderBroken('/en/about');
    expect(en.container.querySelector('.error-view__code')?.textContent).toBe('500');
    expect(en.container.querySelector('h1')?.textContent).toBe('Internal Server Error');
    expect(en.container.textContent).toContain(
      'Something wrong happened. Try again later or contact the administrator.',
    );
    expect(document.title).toBe('Internal Server Error | POCT Atlas');
    await en.unmount();

    const de = await renderBroken('/about');
    expect(de.container.querySelector('h1')?.textContent).toBe('Interner Serverfehler');
    const home = de.container.querySelector('.error-view a');
    expect(home?.textContent).toBe('Zurück zur Startseite');
    expect(home?.getAttribute('href')).toBe('/');
    await de.unmount();
  });
});
