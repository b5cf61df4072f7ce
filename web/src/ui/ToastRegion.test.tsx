// Toasts: a queue that is shown from the start (toasts queued before the
// app renders appear) and whenever it changes; severity, a translated detail, life 6000 ms by
// default; a region screen readers announce.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { TOAST_LIFE_MS } from '@poct/schemas';
import { activateLocale } from '../i18n/catalog.ts';
import { mount } from '../test/mount.tsx';
import { ToastRegion } from './ToastRegion.tsx';
import { showToast, toastQueue } from './toast-queue.ts';

function renderRegion() {
  return mount(
    <I18nProvider i18n={i18n}>
      <ToastRegion />
    </I18nProvider>,
  );
}

afterEach(() => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows what was queued before the app rendered, translated, with its severity', async () => {
    await activateLocale('de');
    showToast({ severity: 'error', detail: 'error.409.session_expired' });
    const region = await renderRegion();
    const toast = document.querySelector('.toast');
    expect(toast?.classList.contains('toast--error')).toBe(true);
    expect(toast?.textContent).toContain('Die Sitzung ist abgelaufen, bitte melden Sie sich erneut an.');
    await region.unmount();
  });

  it('shows toasts added later, in a region screen readers announce', async () => {
    await activateLocale('en');
    const region = await renderRegion();
    expect(document.querySelector('.toast')).toBeNull();
    await act(async () => {
      showToast({ severity: 'info', detail: 'app.update_available' });
    });
    const regionElement = document.querySelector('.toast-region');
    expect(regionElement?.getAttribute('role')).toBe('region');
    expect(regionElement?.getAttribute('aria-label')).toBeTruthy();
    const toast = document.querySelector('.toast');
    expect(toast?.getAttribute('role')).toBe('alertdialog');
    expect(toast?.querySelector('[role="alert"]')?.textContent).toContain(
      'A new version of POCT Atlas is available.',
    );
    await region.unmount();
  });

  it(`closes a toast after ${TOAST_LIFE_MS} ms unless it is kept`, () => {
    vi.useFakeTimers();
    expect(TOAST_LIFE_MS).toBe(6000);
    showToast({ severity: 'success', detail: 'app.reload' });
    showToast({ severity: 'info', detail: 'app.update_available', life: 0 });
    expect(toastQueue.visibleToasts).toHaveLength(2);
    expect(toastQueue.visibleToasts.map((toast) => toast.timeout).sort()).toEqual([6000, undefined]);
  });
});
