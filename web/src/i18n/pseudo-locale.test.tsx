// Fails on a text a reader would see untranslated or with a count that ignores plural rules.
// 1. The pages in a pseudo-locale: every catalogue message is rewritten with accented letters
//    ("Log in" → "Ĺőğ íñ") and key pages are rendered through the real app; any word still in
//    plain ASCII letters did not come through the catalogue (a hard-coded string).
// 2. The catalogue itself: a number placeholder followed by a counted word ("{n} days") or a
//    hand-made singular ("1 product") must be an ICU plural (Lingui `plural`), because "1 Tage"
//    and "1 Days" are what string concatenation produces.
import { i18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/messages.po?raw';
import { renderApp, waitFor } from '../test/render-app.tsx';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdeghiklmnorstuwyzABCDEGHIKLMNORSTUWYZ'].map((letter, index) => [
    letter,
    [...'áƀçđéğĥíķĺɱñőŕšţúŵýžÁƁÇĐÉĞĤÍĶĹḾÑŐŔŠŢÚŴÝŽ'][index]!,
  ]),
);
/** Letters without an accented stand-in above get a combining mark, so they are marked too. */
const stretch = (text: string) =>
  text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? `${letter}\u0301`);

/** Rewrites the literal parts of a compiled message, leaving placeholders and plural keys alone. */
function pseudo(message: unknown): unknown {
  if (typeof message === 'string') return stretch(message);
  if (!Array.isArray(message)) return message;
  return message.map((token: unknown) => {
    if (typeof token === 'string') return stretch(token);
    if (!Array.isArray(token)) return token;
    // [name] or [name, format, {choice: message}]
    const [name, format, choices] = token as [string, string?, Record<string, unknown>?];
    if (!choices) return token;
    const rewritten = Object.fromEntries(Object.entries(choices).map(([key, value]) => [key, pseudo(value)]));
    return [name, format, rewritten];
  });
}

async function activatePseudoLocale() {
  const { messages } = (await import('../locales/en/messages.po')) as { messages: Messages };
  const rewritten = Object.fromEntries(Object.entries(messages).map(([id, value]) => [id, pseudo(value)]));
  // Under the English locale, so the app's own catalogue loading (renderApp) keeps it.
  i18n.loadAndActivate({ locale: 'en', messages: rewritten as Messages });
}

/** Not text of the app: the brand, addresses, and sample values of the test data. */
const NOT_TEXT = [/POCT Atlas/g, /\S+@\S+/g, /https?:\/\/\S+/g, /\b(?:CRP|HbA1c|PDF|EUR|LANR|GLN|DACH)\b/g];

/** Plain words in the rendered text; `data` are values the page shows as they are (its address). */
function plainWords(root: HTMLElement, data: readonly string[] = []): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, [aria-hidden="true"]')) continue;
    let text = node.textContent ?? '';
    for (const value of data) text = text.replaceAll(value, ' ');
    for (const pattern of NOT_TEXT) text = text.replace(pattern, ' ');
    // A stretched text has no two plain letters in a row (each carries an accent or a mark).
    for (const word of text.match(/[A-Za-z]{3,}/g) ?? [])
      found.push(`${word} (in “${(node.textContent ?? '').trim().slice(0, 60)}”)`);
  }
  return found;
}

const PAGES = [
  '/en',
  '/en/search',
  '/en/login',
  '/en/register',
  '/en/forgot-password',
  '/en/verify-email',
  '/en/about',
  '/en/contact',
  '/en/pricing',
  '/en/nowhere',
];

describe('pseudo-locale: every text on the key pages comes through the catalogue', () => {
  it.each(PAGES)('%s shows no untranslated text', async (path) => {
    await activatePseudoLocale();
    const app = await renderApp(path);
    await waitFor(() => expect(app.container.querySelector('h1')).not.toBeNull());
    // Lazy parts and answers of the (fake) server settle.
    await waitFor(() => expect(app.container.querySelector('[aria-busy="true"]')).toBeNull());
    expect(plainWords(app.container, [path])).toEqual([]);
    await app.unmount();
  });
});

/** The msgids of a .po file (continuation lines joined). */
function msgids(po: string): string[] {
  return [...po.matchAll(/^msgid ((?:".*"\n)+)/gm)]
    .map((match) =>
      match[1]!
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(1, -1))
        .join(''),
    )
    .filter(Boolean);
}

/** Words that are counted: a number placeholder before one of them needs plural rules. */
const COUNTED =
  /\{\w+\} (?:days?|months?|years?|hours?|minutes?|weeks?|products?|results?|entr(?:y|ies)|fields?|documents?|items?|pages?|users?|accounts?|searches|quer(?:y|ies)|publications?|tests?|times|characters?|selected products?|requests?|orders?|favourites?)\b/;
const HAND_MADE_SINGULAR =
  /(?:^|[\s(])1 (?:day|month|year|hour|minute|product|result|entry|field|document|item|page|user|search|query|publication|test|character)\b/;

describe('catalogue: counts go through plural rules', () => {
  const ids = msgids(en);

  it('reads the catalogue', () => {
    expect(ids.length).toBeGreaterThan(100);
  });

  it('has no number placeholder before a counted word outside an ICU plural', () => {
    // Inside a plural the count is `#`, so a `{name}` before a counted word is always a bug.
    expect(ids.filter((id) => COUNTED.test(id))).toEqual([]);
  });

  it('has no hand-made singular ("1 product") beside a plural', () => {
    expect(ids.filter((id) => HAND_MADE_SINGULAR.test(id))).toEqual([]);
  });

  it('catches the strings it is meant to catch', () => {
    expect(COUNTED.test('{count} days')).toBe(true);
    expect(COUNTED.test('{count, plural, one {# day} other {# days}}')).toBe(false);
    expect(HAND_MADE_SINGULAR.test('1 product, {date}')).toBe(true);
    expect(plainWords(Object.assign(document.createElement('p'), { textContent: 'Save' }))).toHaveLength(1);
    expect(plainWords(Object.assign(document.createElement('p'), { textContent: stretch('Save') }))).toEqual(
      [],
    );
  });
});
