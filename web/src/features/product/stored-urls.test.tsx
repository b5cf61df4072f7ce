// Addresses stored before the URL policy (or written around it) that break it are never rendered
// as an address: a product's links, videos and image, a post's banner, an order's receipt and a
// workspace image field show text or nothing instead of an href or src. Good addresses still are.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LINK_TYPES, type Link, type Order } from '@poct/schemas';
import { validDocuments } from '../../../../schemas/src/test-fixtures.ts';
import { createMemoryAppHistory } from '../../routes/app-history.ts';
import { createServices } from '../../app/services.ts';
import { activateLocale } from '../../i18n/catalog.ts';
import { ApiContext } from '../../lib/api-context.ts';
import { SessionProvider } from '../../session/SessionProvider.tsx';
import { SyncProvider } from '../../sync/SyncProvider.tsx';
import { AdSlot } from '../ads/index.ts';
import { fakeServer, json, type Handler } from '../../test/fake-server.ts';
import { mount } from '../../test/mount.tsx';
import { waitFor } from '../../test/render-app.tsx';
import { TopicImage } from '../forum/index.ts';
import { OrderCells } from '../payments/index.ts';
import { ImageUpload } from '../../workspace/uploads/ImageUpload.tsx';
import { bannerSrc } from '../posts/index.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { ProductDetail } from './ProductDetail.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';

const UPLOAD = `/uploads/${'0f'.repeat(32)}-960.webp`;

const BAD = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\u0001javascript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//evil.example/x',
  'https:evil.example/x',
  'https://atlas.example@evil.example/',
];

const BAD_IMAGES = [...BAD, 'https://tracker.example/pixel.png', '/uploads/../x.webp', `${UPLOAD}?t=1`];

/** `element` as the app renders it (its contexts as App.tsx sets them up), as markup. */
async function html(
  element: ReactElement,
  routes: Record<string, Handler> = {},
  settled?: (markup: string) => void,
) {
  await activateLocale('en');
  const path = '/en/products/p';
  const services = createServices({
    history: () => createMemoryAppHistory(path),
    fetch: fakeServer(routes).fetch,
  });
  const { container, unmount } = await mount(
    <I18nProvider i18n={i18n}>
      <ApiContext value={services.api}>
        <SessionProvider store={services.session}>
          <SyncProvider>
            <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
          </SyncProvider>
        </SessionProvider>
      </ApiContext>
    </I18nProvider>,
  );
  if (settled) await waitFor(() => settled(container.innerHTML));
  const markup = container.innerHTML;
  await unmount();
  return markup;
}

/** Every href and src value in `markup`. */
function addresses(markup: string): string[] {
  return [...markup.matchAll(/\s(?:href|src|srcset)="([^"]*)"/g)].map((match) => match[1]!);
}

const link = (url: string, type: Link['type'] = 'brochure'): Link => ({
  ...validDocuments().link,
  url,
  type,
});

describe('stored addresses that break the URL policy', () => {
  it.each(BAD)('a product link to %j is its title, not a link', async (url) => {
    for (const type of LINK_TYPES) {
      const markup = await html(<ExternalLink link={link(url, type)} />);
      expect(addresses(markup), type).toEqual([]);
      expect(markup).toContain('<span>');
    }
  });

  it('a brochure over plain http: is its title; an official website over http: stays a link', async () => {
    expect(addresses(await html(<ExternalLink link={link('http://example.org/b.pdf')} />))).toEqual([]);
    const website = link('http://manufacturer.example/', 'official_website');
    expect(addresses(await html(<ExternalLink link={website} />))).toEqual(['http://manufacturer.example/']);
  });

  it.each(BAD)('a product video at %j is neither played nor linked', async (url) => {
    const markup = await html(<VideoPlayer link={{ ...link(url), category: 'product_videos' }} />);
    expect(addresses(markup)).toEqual([]);
    expect(markup).not.toMatch(/<(video|iframe|button)\b/);
  });

  it('an https link and video are rendered', async () => {
    expect(addresses(await html(<ExternalLink link={link('https://example.org/b.pdf')} />))).toEqual([
      'https://example.org/b.pdf',
    ]);
    const video = await html(<VideoPlayer link={link('https://example.org/film.mp4')} />);
    expect(video).toContain('<video');
  });

  it.each(BAD_IMAGES)('a product image at %j is left out, its links too', async (url) => {
    const { product } = validDocuments();
    const markup = await html(
      <ProductDetail
        product={{ ...product, image_url: url, links_visible: true }}
        links={[link('javascript:alert(1)'), link('//evil.example/', 'official_website')]}
        masterdata={new Map()}
      />,
    );
    expect(addresses(markup)).toEqual([]);
  });

  it('a product image that is one of our uploads is shown, and an https link', async () => {
    const { product } = validDocuments();
    const markup = await html(
      <ProductDetail
        product={{ ...product, image_url: UPLOAD, links_visible: true }}
        links={[link('https://example.org/b.pdf')]}
        masterdata={new Map()}
      />,
    );
    expect(addresses(markup)).toEqual(expect.arrayContaining([UPLOAD, 'https://example.org/b.pdf']));
  });

  it.each(BAD_IMAGES)('a post banner or a form image at %j is not loaded', async (url) => {
    expect(bannerSrc(url)).toBeUndefined();
    const field = await html(<ImageUpload label="Banner" value={url} onChange={() => {}} purpose="post" />);
    expect(addresses(field)).toEqual([]);
    expect(field).not.toContain('<img');
  });

  it.each([...BAD, 'http://receipts.example/1'])('a receipt at %j is no link', async (url) => {
    const order = { receipt_url: url, amount_net: 1000, currency: 'EUR' } as Order;
    const markup = await html(
      <table>
        <tbody>
          <tr>
            <OrderCells order={order} plan="Premium" status="paid" />
          </tr>
        </tbody>
      </table>,
    );
    expect(addresses(markup)).toEqual([]);
  });

  it.each(BAD_IMAGES)('a forum topic image at %j is left out', async (url) => {
    expect(addresses(await html(<TopicImage url={url} />))).toEqual([]);
    expect(addresses(await html(<TopicImage url={UPLOAD} />))).toEqual([UPLOAD]);
  });

  it('a served banner is shown only with our own images and our click redirect', async () => {
    const answer =
      (images: string[], href = '/api/ads/click/v1.abc.def') =>
      () =>
        json(200, {
          ad: { company: 'Nordlicht', href, images: images.map((url, i) => ({ url, width: 480 * (i + 1) })) },
        });
    // The footer slot gets a good banner: once it shows, the aside slot's answer has arrived too.
    const slots = (
      <>
        <AdSlot slot="aside" page="/" />
        <AdSlot slot="footer" page="/" />
      </>
    );
    const asideOf = (markup: string) =>
      addresses(markup.split('data-ad-slot="footer"')[0]!.split('ad--aside')[1] ?? '');
    const footerShown = (markup: string) => expect(markup).toContain('ad--footer');
    const bad: Array<[string[], string?]> = [
      [['https://tracker.example/b.png']],
      [['javascript:alert(1)']],
      [[`//evil.example${UPLOAD}`]],
      [[UPLOAD], 'javascript:alert(1)'],
      [[UPLOAD], 'https://evil.example/'],
      [[UPLOAD], '//evil.example/api/ads/click/x'],
    ];
    for (const [images, href] of bad) {
      const routes = { 'GET /api/ads/aside': answer(images, href), 'GET /api/ads/footer': answer([UPLOAD]) };
      const markup = await html(slots, routes, footerShown);
      expect(markup).not.toContain('ad--aside');
      expect(asideOf(markup)).toEqual([]);
    }
    const routes = { 'GET /api/ads/aside': answer([UPLOAD]), 'GET /api/ads/footer': answer([UPLOAD]) };
    const markup = await html(slots, routes, (shown) => expect(shown).toContain('ad--aside'));
    expect(asideOf(markup)).toEqual(expect.arrayContaining(['/api/ads/click/v1.abc.def', UPLOAD]));
  });
});
