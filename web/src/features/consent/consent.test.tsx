// The cookie choice as stored: categories and date in one cookie, gaCookie true only with
// analytics consent, nothing stored when the dialog is closed without a choice; and the tags
// that need consent loaded only with it and removed when it is withdrawn.
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHOICE_COOKIE,
  NO_CONSENT,
  ALL_CONSENT,
  createConsentStore,
  readConsent,
  readGaCookie,
} from './consent-store.ts';
import { applyTags, loadedTags } from './tags.ts';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

afterEach(() => {
  clearCookies();
  for (const script of document.head.querySelectorAll('script[data-consent-tag]')) script.remove();
});

describe('consent store', () => {
  it('opens the dialog while no choice is stored', () => {
    const store = createConsentStore();
    expect(store.getState()).toEqual({ choice: null, dialogOpen: true });
    expect(readGaCookie()).toBe(false);
  });

  it('stores the categories and the date, gaCookie true only with analytics consent', () => {
    const store = createConsentStore();
    store.save({ ...NO_CONSENT, marketing: true }, new Date('2026-03-01T10:00:00.000Z'));
    expect(readConsent()).toEqual({
      categories: { necessary: true, statistics: false, marketing: true, preferences: false },
      date: '2026-03-01T10:00:00.000Z',
    });
    expect(readGaCookie()).toBe(false);
    expect(store.getState().dialogOpen).toBe(false);
    store.save(ALL_CONSENT);
    expect(readGaCookie()).toBe(true);
    // A new page view reads the stored choice and keeps the dialog closed.
    expect(createConsentStore().getState().dialogOpen).toBe(false);
  });

  it('keeps the essential category on whatever is saved', () => {
    createConsentStore().save({ ...NO_CONSENT, necessary: false });
    expect(readConsent()?.categories.necessary).toBe(true);
  });

  it('stores nothing when the dialog is closed without a choice, so it comes back next visit', () => {
    const store = createConsentStore();
    store.dismiss();
    expect(store.getState().dialogOpen).toBe(false);
    expect(readConsent()).toBeNull();
    expect(document.cookie).not.toMatch(new RegExp(`${CHOICE_COOKIE}=[^;]`));
    expect(createConsentStore().getState().dialogOpen).toBe(true);
  });

  it('reopens to change the choice', () => {
    const store = createConsentStore();
    store.save(ALL_CONSENT);
    store.reopen();
    expect(store.getState()).toMatchObject({ dialogOpen: true, choice: { categories: ALL_CONSENT } });
  });

  it('ignores a malformed stored choice', () => {
    document.cookie = `${CHOICE_COOKIE}=not-json; path=/`;
    expect(createConsentStore().getState().dialogOpen).toBe(true);
  });
});

describe('tags', () => {
  const config = {
    analytics: { url: 'http://127.0.0.1:9/analytics.js' },
    ads: { id: 'AW-1', url: 'http://127.0.0.1:9/gtag.js?id=AW-1' },
  };

  it('loads nothing without consent or without configuration', () => {
    applyTags(config, NO_CONSENT);
    expect(loadedTags()).toEqual([]);
    applyTags(null, ALL_CONSENT);
    expect(loadedTags()).toEqual([]);
  });

  it('loads each tag with its own category and removes it, with its cookies, on withdrawal', () => {
    applyTags(config, { ...NO_CONSENT, statistics: true });
    expect(loadedTags()).toEqual(['analytics']);
    applyTags(config, ALL_CONSENT);
    expect(loadedTags()).toEqual(['analytics', 'ads']);
    expect(document.head.querySelector<HTMLScriptElement>('script[data-consent-tag="ads"]')?.src).toBe(
      'http://127.0.0.1:9/gtag.js?id=AW-1',
    );
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = 'locale=de; path=/';
    applyTags(config, NO_CONSENT);
    expect(loadedTags()).toEqual([]);
    // happy-dom keeps an expired cookie with an empty value; Chromium drops it (e2e).
    expect(document.cookie).not.toMatch(/_ga=[^;]/);
    expect(document.cookie).toContain('locale=de');
  });
});
