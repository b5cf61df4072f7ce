// The safety notices section as a reader sees it: a region named by its heading, a list with each
// notice's authority, date in the page's language, reference, summary in the page's language and
// the link to the notice; hidden notices and other links left out, nothing at all without notices.
import { describe, expect, it } from 'vitest';
import type { Link, Locale } from '@poct/schemas';
import { makeUser } from '../../test/fake-server.ts';
import { waitFor } from '../../test/render-app.tsx';
import { renderPart } from '../../test/render-part.tsx';
import { SafetyNoticesSection } from './SafetyNoticesSection.tsx';

const base: Link = {
  id: 'link-n1',
  product_id: 'p-1',
  url: 'https://www.bfarm.de/SharedDocs/Kundeninfos/DE/notice-1.html',
  title: 'Dringende Sicherheitsinformation: Glukose-Teststreifen, Los 24K117',
  type: 'safety_notice',
  category: 'manual_product_documentation',
  abstract: { de: 'Betroffene Streifen nicht mehr verwenden.', en: 'Stop using affected strips.' },
  signal: 'r',
  visible: true,
  published_at: '2026-03-18',
  authority: 'bfarm',
  reference: '04711/26',
  created_at: '2026-03-18T10:00:00.000Z',
  updated_at: '2026-03-18T10:00:00.000Z',
  updated_by: 'staff',
};
const older: Link = {
  ...base,
  id: 'link-n2',
  url: 'https://www.fda.gov/recall-2.html',
  title: 'Class II recall: HbA1c cartridges',
  published_at: '2024-09-02',
  authority: 'fda',
  reference: 'Z-0815-2024',
  abstract: { de: 'Die Lose sind ausgetauscht.', en: '' },
};
const hidden: Link = { ...base, id: 'link-n3', title: 'Hidden notice', visible: false };
const study: Link = {
  ...base,
  id: 'link-s1',
  type: 'additional',
  category: 'red_laboratory_evaluation',
  title: 'A study',
  authority: undefined,
  reference: undefined,
};

async function rendered(locale: Locale, links: Link[]) {
  const { container, unmount } = await renderPart(
    `/${locale === 'de' ? '' : 'en/'}products/p-1`,
    makeUser(),
    <>
      <p id="ready">ready</p>
      <SafetyNoticesSection links={links} />
    </>,
  );
  await waitFor(() => expect(container.querySelector('#ready')).not.toBeNull());
  return { container, unmount };
}

const itemsOf = (region: Element) =>
  [...region.querySelectorAll('ul > li')].map((item) => ({
    title: item.querySelector('h3 a')?.textContent,
    href: item.querySelector('h3 a')?.getAttribute('href'),
    meta: item.querySelector('.safety-notice__meta')?.textContent,
    date: item.querySelector('time')?.getAttribute('datetime'),
    summary: item.querySelector('.safety-notice__summary')?.textContent,
    lang: item.querySelector('.safety-notice__summary')?.getAttribute('lang'),
  }));

describe('the safety notices section', () => {
  it.each<[Locale, string, object[]]>([
    [
      'de',
      'Sicherheitshinweise',
      [
        {
          title:
            'Dringende Sicherheitsinformation: Glukose-Teststreifen, Los 24K117(öffnet in einem neuen Tab)',
          href: base.url,
          meta: 'BfArM (Deutschland) · 18. März 2026 · Aktenzeichen: 04711/26',
          date: '2026-03-18',
          summary: 'Betroffene Streifen nicht mehr verwenden.',
          lang: 'de',
        },
        {
          title: 'Class II recall: HbA1c cartridges(öffnet in einem neuen Tab)',
          href: older.url,
          meta: 'FDA (USA) · 2. September 2024 · Aktenzeichen: Z-0815-2024',
          date: '2024-09-02',
          summary: 'Die Lose sind ausgetauscht.',
          lang: 'de',
        },
      ],
    ],
    [
      'en',
      'Safety notices',
      [
        {
          title: 'Dringende Sicherheitsinformation: Glukose-Teststreifen, Los 24K117(opens in a new tab)',
          href: base.url,
          meta: 'BfArM (Germany) · 18 March 2026 · Reference: 04711/26',
          date: '2026-03-18',
          summary: 'Stop using affected strips.',
          lang: 'en',
        },
        {
          title: 'Class II recall: HbA1c cartridges(opens in a new tab)',
          href: older.url,
          meta: 'FDA (USA) · 2 September 2024 · Reference: Z-0815-2024',
          date: '2024-09-02',
          summary: 'Die Lose sind ausgetauscht.',
          lang: 'de',
        },
      ],
    ],
  ])('in %s: a heading, then the visible notices newest first', async (locale, heading, expected) => {
    const { container, unmount } = await rendered(locale, [study, older, hidden, base]);
    const region = container.querySelector('section[aria-labelledby="product-safety-notices"]')!;
    expect(region).not.toBeNull();
    expect(region.querySelector('h2#product-safety-notices')?.textContent).toBe(heading);
    expect(region.getAttribute('aria-live')).toBeNull();
    expect(region.getAttribute('role')).toBeNull();
    expect(itemsOf(region)).toEqual(expected);
    unmount();
  });

  it('shows nothing for a product without safety notices', async () => {
    const { container, unmount } = await rendered('de', [study, hidden]);
    expect(container.querySelector('section[aria-labelledby="product-safety-notices"]')).toBeNull();
    unmount();
  });
});
