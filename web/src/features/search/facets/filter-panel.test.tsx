// Both price bounds survive when they are committed before the page renders again (typed or
// pasted fast): each change is a step from the address, not a whole filter from the last render.
// The sub-sample type facet shows the tests' German terms in the page's language and carries the
// choice in the address.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AppRouter } from '../../../app/AppRouter.tsx';
import { createAppHistory } from '../../../routes/app-history.ts';
import { activateLocale } from '../../../i18n/catalog.ts';
import { languageTag } from '../../../lib/format.ts';
import { LocaleProvider } from '../../../ui/LocaleProvider.tsx';
import { mount } from '../../../test/mount.tsx';
import type { Locale } from '@poct/schemas';
import type { FacetCounts } from './facet-index.ts';
import { MULTI_FACETS } from './filter-state.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { useFilter } from './use-filter.ts';

const NO_COUNTS = {
  values: Object.fromEntries(MULTI_FACETS.map((facet) => [facet, new Map()])),
} as FacetCounts;

function Panel({ counts = NO_COUNTS }: { counts?: FacetCounts }) {
  const [filter, setFilter] = useFilter();
  return <FilterPanel filter={filter} counts={counts} masterdata={new Map()} onChange={setFilter} />;
}

async function mountPanel(path: string, locale: Locale, counts?: FacetCounts) {
  await activateLocale(locale);
  window.history.replaceState(null, '', path);
  return mount(
    <I18nProvider i18n={i18n}>
      <LocaleProvider locale={languageTag(locale)}>
        <AppRouter history={createAppHistory()}>
          <Panel counts={counts} />
        </AppRouter>
      </LocaleProvider>
    </I18nProvider>,
  );
}

function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const commit = (input: HTMLInputElement) =>
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the price filter', () => {
  it.each([
    ['/en/search', 'en', '1,770.50', '2,500', ['1,770.5', '2,500']],
    ['/search', 'de', '1.770,50', '2.500', ['1.770,5', '2.500']],
  ] as const)('on %s keeps both bounds committed in one go', async (path, locale, low, high, shown) => {
    const app = await mountPanel(path, locale);
    const [from, to] = [...app.container.querySelectorAll<HTMLInputElement>('.filters__price input')];
    await act(async () => {
      type(from!, low);
      type(to!, high);
    });
    // Both commits before the next render, as a fast paste and tab does.
    await act(async () => {
      commit(from!);
      commit(to!);
    });
    expect(new URLSearchParams(window.location.search).get('price')).toBe('1770.5-2500');
    expect([from!.value, to!.value]).toEqual(shown);
    await app.unmount();
  });
});

describe('the sub-sample type facet', () => {
  const counts: FacetCounts = {
    values: {
      ...NO_COUNTS.values,
      sub_sample_type: new Map([
        ['Lithium-Heparin', 4],
        ['Morgenurin', 2],
        ['Eigener Begriff', 1],
      ]),
    },
  };
  it.each([
    [
      '/en/search',
      'en',
      'Sub-sample type',
      ['Lithium heparin (4)', 'First morning urine (2)', 'Eigener Begriff (1)'],
    ],
    ['/search', 'de', 'Probenunterart', ['Lithium-Heparin (4)', 'Morgenurin (2)', 'Eigener Begriff (1)']],
  ] as const)(
    'on %s names the terms in the page language and puts the choice in the address',
    async (path, locale, label, options) => {
      const app = await mountPanel(path, locale, counts);
      const group = [...app.container.querySelectorAll('.filters__group')].find((g) =>
        g.textContent?.startsWith(label),
      )!;
      expect(group).toBeDefined();
      const boxes = [...group.querySelectorAll('label')];
      expect(boxes.map((box) => box.textContent)).toEqual(options);
      await act(async () => boxes[1]!.querySelector('input')!.click());
      expect(new URLSearchParams(window.location.search).get('subsample')).toBe('Morgenurin');
      await app.unmount();
    },
  );
});
