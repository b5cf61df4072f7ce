// The product page's rating distribution draws its bars in the palette (styles/tokens.css), not in
// the browser's own progress greys: every bar is a `reviews__bar`, in German and in English, and
// every colour its rules give is one of the palette's tokens.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { summarizeRatings, type Locale } from '@poct/schemas';
import { MemoryRouter } from 'react-router';
import { activateLocale } from '../../i18n/catalog.ts';
import { mount } from '../../test/mount.tsx';
import { RatingSummary } from './RatingSummary.tsx';

// Read as text: the test run does not load stylesheets.
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const tokens = read('../../styles/tokens.css');
const reviewsCss = read('./reviews.css');

const COLOUR_PROPERTIES = /^(background|background-color|accent-color|color|border|border-color)$/;

/** The declarations of every rule whose selector names `.reviews__bar`. */
function barDeclarations(css: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g))
    if (selector!.includes('.reviews__bar'))
      for (const declaration of body!.split(';')) {
        const [property, ...value] = declaration.split(':');
        if (property?.trim() && value.length) out.push([property.trim(), value.join(':').trim()]);
      }
  return out;
}

const palette = new Set([...tokens.matchAll(/(--color-[a-z-]+)\s*:/g)].map((match) => match[1]));

describe('the rating distribution bars', () => {
  it('take every colour from the palette tokens, none hard-coded', () => {
    const colours = barDeclarations(reviewsCss).filter(([property]) => COLOUR_PROPERTIES.test(property));
    // The track, the filled part (both engines) and the border.
    expect(colours.map(([property]) => property)).toEqual(
      expect.arrayContaining(['background', 'accent-color', 'border']),
    );
    expect(colours.length).toBeGreaterThanOrEqual(5);
    for (const [property, value] of colours) {
      expect(value, property).not.toMatch(/#[0-9a-f]{3,8}\b|rgb|hsl|\bgr[ae]y\b|silver/i);
      const used = [...value.matchAll(/var\((--[a-z-]+)\)/g)].map((match) => match[1]);
      expect(used.length, `${property}: ${value}`).toBeGreaterThan(0);
      for (const token of used) expect(palette, token).toContain(token);
    }
  });

  it.each<[Locale, string]>([
    ['de', '5 Sterne'],
    ['en', '5 stars'],
  ])('are drawn as palette bars on a %s page', async (locale, fiveStars) => {
    await activateLocale(locale);
    const summary = summarizeRatings([
      { overall: 5, handling: 5, performance: 4, service: 5 },
      { overall: 4, handling: 4, performance: 4, service: 3 },
      { overall: 5, handling: 5, performance: 5, service: 5 },
    ]);
    const { container, unmount } = await mount(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/${locale}/products/p-1`]}>
          <RatingSummary summary={summary} />
        </MemoryRouter>
      </I18nProvider>,
    );
    const rows = [...container.querySelectorAll('.reviews__distribution tr')];
    expect(rows).toHaveLength(5);
    expect(rows[0]!.querySelector('th')?.textContent).toBe(fiveStars);
    const bars = rows.map((row) => row.querySelector('progress'));
    expect(bars.every((bar) => bar?.classList.contains('reviews__bar'))).toBe(true);
    expect(bars.map((bar) => bar!.getAttribute('value'))).toEqual(['2', '1', '0', '0', '0']);
    await unmount();
  });
});
