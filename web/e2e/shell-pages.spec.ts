// The public pages as a visitor sees them: titles 'Page | POCT Atlas' in both languages, the
// product video with captions in both languages, the FAQ, and prices that come from the
// server's plans, the same on the pricing page and the home page.
import { expect, test } from '@playwright/test';

const TITLES: Array<[string, string]> = [
  ['/', 'Startseite | POCT Atlas'],
  ['/en', 'Home | POCT Atlas'],
  ['/about', 'Über uns | POCT Atlas'],
  ['/en/about', 'About us | POCT Atlas'],
  ['/about/imprint', 'Impressum | POCT Atlas'],
  ['/en/about/imprint', 'Imprint | POCT Atlas'],
  ['/en/about/data-protection', 'Data protection | POCT Atlas'],
  ['/en/about/terms', 'Terms of use | POCT Atlas'],
  ['/en/about/privacy', 'Privacy policy | POCT Atlas'],
  ['/pricing', 'Preise | POCT Atlas'],
  ['/en/pricing', 'Pricing | POCT Atlas'],
];

test('every public page has its title with the | separator, in its language', async ({ page }) => {
  for (const [path, title] of TITLES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page, path).toHaveTitle(title);
  }
});

test('the product video plays from a local file with captions in both languages', async ({
  page,
  request,
}) => {
  for (const [path, defaultTrack] of [
    ['/en', 'en'],
    ['/', 'de'],
  ] as const) {
    await page.goto(path);
    const video = page.locator('video');
    await expect(video).toBeVisible();
    const tracks = await video.locator('track').evaluateAll((elements) =>
      elements.map((track) => ({
        kind: track.getAttribute('kind'),
        lang: track.getAttribute('srclang'),
        src: track.getAttribute('src'),
        default: track.hasAttribute('default'),
      })),
    );
    expect(tracks.map((t) => [t.kind, t.lang])).toEqual([
      ['captions', 'de'],
      ['captions', 'en'],
    ]);
    expect(tracks.filter((t) => t.default).map((t) => t.lang)).toEqual([defaultTrack]);
    for (const track of tracks) {
      const vtt = await request.get(track.src!);
      expect(vtt.ok()).toBe(true);
      const text = await vtt.text();
      expect(text.startsWith('WEBVTT')).toBe(true);
      expect(text.match(/-->/g)?.length).toBe(4);
    }
    // The browser can decode the file and knows its size.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(640);
  }
});

test('the FAQ opens and closes by keyboard', async ({ page }) => {
  await page.goto('/en');
  const question = page.getByRole('button', { name: 'Does POCT Atlas work offline?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Yes. Install it as an app')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('pricing shows the plans the server stores, with net prices, and home says the same', async ({
  page,
  request,
}) => {
  const { plans } = (await (await request.get('/api/plans')).json()) as {
    plans: Array<{ id: string; price: number; name: { en: string } }>;
  };
  expect(plans.length).toBeGreaterThan(0);
  await page.goto('/en/pricing');
  const cards = page.getByTestId('plan');
  await expect(cards).toHaveCount(plans.length);
  for (const [index, plan] of plans.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAttribute('data-plan-id', plan.id);
    await expect(card.getByRole('heading')).toHaveText(plan.name.en);
    // As English pages write amounts: "€1,770.50".
    const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(plan.price);
    await expect(card).toContainText(price);
  }
  await expect(page.getByText('All prices are net prices in euros, plus the statutory VAT.')).toBeVisible();
  await expect(cards.filter({ hasText: '€359.90 per year' }).first()).toContainText(
    'That is €29.99 per month',
  );

  await page.goto('/en');
  const monthly = plans.find((plan) => plan.id === 'plan-premium-monthly')!;
  await expect(page.getByTestId('premium-prices')).toContainText(`€${monthly.price.toFixed(2)} per month`);

  await page.goto('/pricing');
  await expect(page.getByTestId('plan').first()).toContainText('24,00 € einmalig für 24 Stunden');
});
