// The alternatives section as a reader sees it: a region named by its heading, an ordered list of
// links to the alternatives' pages with the reason in words and numbers of the page's language,
// and an empty state when there are none.
import { describe, expect, it } from 'vitest';
import type { Locale } from '@poct/schemas';
import { makeUser } from '../../test/fake-server.ts';
import { waitFor } from '../../test/render-app.tsx';
import { renderPart } from '../../test/render-part.tsx';
import { alternativesOf } from './alternatives.ts';
import { AlternativesSection } from './AlternativesSection.tsx';
import { product, test } from './test-products.ts';

const target = product('p-target', [test(['crp'], 'blood', 10, 8)]);
const catalogue = [
  product('p-faster', [test(['crp'], 'blood', 10, 5)]),
  product('p-smaller', [test(['crp'], 'blood', 4.5, 8)]),
  product('p-panel', [test(['crp', 'pct'], 'urine', 10, 8)]),
  product('p-pinned', [test(['tsh'], 'serum', 10, 8)]),
];

async function rendered(locale: Locale, alternatives = alternativesOf(target, catalogue)) {
  const { container, unmount } = await renderPart(
    `/${locale}/products/p-target`,
    makeUser(),
    <AlternativesSection alternatives={alternatives} staffView={false} />,
  );
  const region = await waitFor(() => {
    const found = container.querySelector('section[aria-labelledby="product-alternatives"]');
    expect(found).not.toBeNull();
    return found!;
  });
  return { region, unmount };
}

const items = (region: Element) =>
  [...region.querySelectorAll('ol > li')].map((item) => ({
    name: item.querySelector('a')?.textContent,
    href: item.querySelector('a')?.getAttribute('href'),
    reason: item.querySelector('.product-alternatives__reason')?.textContent,
  }));

describe('the alternatives section', () => {
  it.each<[Locale, string, string[]]>([
    [
      'de',
      'Alternativen',
      [
        'gleiche Parameter, gleiche Probenart, 3 min schneller',
        'gleiche Parameter, gleiche Probenart, 5,5 µl weniger Probe',
        'gleiche Parameter, andere Probenart',
      ],
    ],
    [
      'en',
      'Alternatives',
      [
        'same parameters, same sample type, 3 min faster',
        'same parameters, same sample type, 5.5 µl less sample',
        'same parameters, other sample type',
      ],
    ],
  ])('lists each with a link and its reason on a %s page', async (locale, heading, reasons) => {
    const { region, unmount } = await rendered(locale);
    expect(region.querySelector('h2')?.textContent).toBe(heading);
    const listed = items(region);
    expect(listed.map((item) => item.name)).toEqual([
      'Product p-faster',
      'Product p-smaller',
      'Product p-panel',
    ]);
    expect(listed.map((item) => item.reason)).toEqual(reasons);
    expect(listed[0]!.href).toMatch(/\/products\/p-faster$/);
    await unmount();
  });

  it('names a pinned product as the editors’ choice, and says so when there are none', async () => {
    const pinned = alternativesOf({ ...target, alternatives_pinned: ['p-pinned'] }, catalogue);
    const first = await rendered('de', pinned);
    expect(items(first.region)[0]!.reason).toBe('von der Redaktion empfohlen, andere Probenart');
    await first.unmount();

    const none = await rendered('de', []);
    expect(none.region.querySelector('ol')).toBeNull();
    expect(none.region.textContent).toContain(
      'Im Katalog gibt es keine Alternativen mit denselben Parametern.',
    );
    await none.unmount();
  });
});
