// The product page against the real server and the built app: a premium reader sees every field
// from the device's catalogue (publication rules, the tests table, the no-official-website warning,
// the safety notices in German), sends a
// quote request offline that reaches the server exactly once after reconnecting, follows an
// alternative (German: the reason in words) to its page, and a free user
// gets the premium invitation without a single request to the replication gateway.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, localDatabases, signIn } from './support/accounts.ts';
import {
  alternatives,
  fact,
  openProduct,
  openQuoteRequest,
  premiumInvitation,
  mainHeading,
  publications as publicationList,
  quoteEntry,
  sendQuoteRequest,
  testsTable,
} from './support/product-page.ts';
import { openSynced, syncStatus } from './support/search-page.ts';
import { typeDate } from './support/workspace-forms.ts';

const WITH_14_PUBLICATIONS = 'prod-00001'; // 14 links: 7 studies, 7 documents and videos
const WITHOUT_OFFICIAL_WEBSITE = 'prod-00004';

// A returning visitor who already answered the cookie dialog, so it does not cover the page.
test.beforeEach(async ({ context, baseURL }) => {
  const choice = {
    categories: { necessary: true, statistics: false, marketing: false, preferences: false },
    date: '2026-01-01T00:00:00.000Z',
  };
  await context.addCookies([
    { name: 'cookie_consent', value: encodeURIComponent(JSON.stringify(choice)), url: baseURL! },
    { name: 'gaCookie', value: 'false', url: baseURL! },
  ]);
});

interface ServerProduct {
  name: string;
  sub_products: Array<{ id: string; name: string }>;
}

/** The product as the premium projection holds it, read by the test itself. */
async function serverProduct(request: APIRequestContext, id: string): Promise<ServerProduct> {
  const token = await apiToken(request, 'premium');
  const response = await request.get(`/db/catalogue/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServerProduct;
}

test('premium: every part of the product, the publication rules, the warning and an unknown id', async ({
  page,
  request,
}) => {
  const product = await serverProduct(request, WITH_14_PUBLICATIONS);
  await signIn(page, 'premium');
  await openSynced(page, `/en/products/${WITH_14_PUBLICATIONS}`);

  await expect(mainHeading(page, product.name)).toBeVisible();
  for (const label of [
    'Manufacturer (brand)',
    'Distributor',
    'Provider',
    'Synonyms',
    'Parameters',
    'Methods (device type, procedure)',
    'Diagnostic areas',
    'Protocols',
    'Transmission options',
    'Sample types',
    'Minimum price',
    'Maximum price',
    'Default price',
    'Average price',
  ]) {
    await expect(fact(page, label)).toBeVisible();
  }
  await expect(page.getByText(/Net prices, without VAT, as of \w+ \d{4}\./)).toBeVisible();
  await expect(page.locator('.product-facts--prices dd').first()).toContainText('€');
  await expect(page.getByRole('heading', { name: 'Hardware', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Consumables', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents and videos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Official website' })).toBeVisible();

  // Tests: one row per sub-product, headed by its name.
  const table = testsTable(page, product.name);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Test',
    'Sample type',
    'Sub-sample type',
    'Sample volume',
    'Time to result',
    'Parameters',
    'LOINC',
    'Extra information',
  ]);
  await expect(table.getByRole('rowheader')).toHaveText(product.sub_products.map((test) => test.name));
  await expect(table.locator('tbody tr').first().locator('td').nth(2)).toHaveText(/µl$/);

  // Publications: 14 links from 2015 to 2026, of which 7 are studies and 6 of those from 2019 on
  // (photos, contact, manuals and the video are documents, never in the publication slots).
  const publications = publicationList(page);
  await expect(publications).toHaveCount(6);
  const dates = await publications
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates.every((date) => date >= '2019-01-01')).toBe(true);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(dates[0]).toBe('2026-02-10');
  expect(dates).toContain('2019-02-14');
  expect(dates).not.toContain('2018-01-22'); // a study, but before 2019
  // Every colour is named in words, and the legend explains all four.
  for (const signal of await publications.evaluateAll((items) => items.map((item) => item.dataset.signal))) {
    expect(['g', 'o', 'r', 'w']).toContain(signal);
  }
  await expect(publications.first().locator('.signal__label')).toHaveText(
    /^Signal: (Green|Orange|Red|White) \([gorw]\)$/,
  );
  await expect(page.getByRole('list', { name: 'Signal colours' }).getByRole('listitem')).toHaveCount(4);
  await expect(publications.first().locator('.publication__category')).toHaveText('Laboratory evaluation');
  await expect(publications.first().locator('.publication__abstract')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('This product has no official website or information.')).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).include('.product').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // The no-official-website warning, in English and in German.
  await openProduct(page, WITHOUT_OFFICIAL_WEBSITE);
  await expect(page.getByRole('note')).toHaveText(
    'Warning: This product has no official website or information.',
  );
  await openProduct(page, WITHOUT_OFFICIAL_WEBSITE, '');
  await expect(page.getByRole('note')).toContainText('Zu diesem Produkt gibt es keine offizielle Website');
  await expect(page.getByRole('heading', { name: 'Publikationen' })).toBeVisible();
  // The same demo product's safety notices: their own section near the top, newest first.
  const notices = page.getByRole('region', { name: 'Sicherheitshinweise' });
  const newest = notices
    .getByRole('list', { name: 'Sicherheitshinweise, neueste zuerst' })
    .getByRole('listitem');
  await expect(newest).toHaveCount(2);
  await expect(newest.first().getByRole('heading', { level: 3 })).toContainText(
    'Dringende Sicherheitsinformation: Glukose-Teststreifen, Los 24K117',
  );
  await expect(newest.first().locator('.safety-notice__meta')).toHaveText(
    'BfArM (Deutschland) · 18. März 2026 · Aktenzeichen: 04711/26',
  );
  await expect(newest.first().locator('.safety-notice__summary')).toHaveAttribute('lang', 'de');
  const noticesAxe = await new AxeBuilder({ page }).include('.safety-notices').analyze();
  expect(noticesAxe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // Not on the device: a clear state instead of an empty page.
  await openProduct(page, 'prod-99999');
  await expect(mainHeading(page, 'Product not available')).toBeVisible();
});

test('premium, German: up to five alternatives, each with its reason in words and a link to its page', async ({
  page,
}) => {
  await signIn(page, 'premium');
  await openSynced(page, `/products/${WITH_14_PUBLICATIONS}`);
  const items = alternatives(page, 'Alternativen').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeLessThanOrEqual(5);
  await expect(items.first().locator('.product-alternatives__reason')).toHaveText(
    /^(von der Redaktion empfohlen, )?(gleiche Parameter|\d+ von \d+ Parametern gleich)(, .+)?$/,
  );
  const link = items.first().getByRole('link');
  const name = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/products\/prod-\d+$/);
  await expect(page).not.toHaveURL(new RegExp(WITH_14_PUBLICATIONS));
  await expect(mainHeading(page, name)).toBeVisible();
});

test('premium: a quote request written offline is pending, then reaches the server exactly once', async ({
  page,
  context,
  request,
}) => {
  const product = await serverProduct(request, WITH_14_PUBLICATIONS);
  await signIn(page, 'premium');
  await openSynced(page, `/en/products/${WITH_14_PUBLICATIONS}`);
  // The app must open from the service worker without network for the reload below.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'offline');

  const dialog = await openQuoteRequest(page, product.name);
  await expect(dialog.getByLabel('Email')).not.toHaveValue('');

  // The catalogue's texts for what is missing or wrong, and nothing leaves the form.
  await dialog.getByLabel('Name').fill('');
  await dialog.getByLabel('Email').fill('petra.mueller');
  await dialog.getByLabel('Number of devices').fill('0');
  await sendQuoteRequest(dialog);
  // Name (cleared) and message (empty) are required.
  await expect(dialog.getByText('This field is required')).toHaveCount(2);
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('The value must be at least 1')).toBeVisible();
  await expect(dialog.getByText('You must select an element')).toBeVisible();

  const subject = `Offline quote ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name').fill('Petra Müller');
  await dialog.getByLabel('Email').fill('premium@demo.poct-atlas.test');
  await dialog.getByLabel('Company or institution').fill('Demo-Klinikum');
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill('Please send us an offer for three devices.');
  await dialog.getByLabel('Number of devices').fill('3');
  await typeDate(dialog.getByRole('group', { name: 'Planned purchase date', exact: true }), '2026-10-01');
  await dialog.getByLabel('Tests per year').fill('5000');
  // react-aria keeps the radio input visually hidden: choose by its label, as a pointer would.
  await dialog.locator('.radio', { hasText: product.sub_products[0]!.name }).click();
  await expect(
    dialog.getByRole('radio', { name: new RegExp(`^${product.sub_products[0]!.name}`) }),
  ).toBeChecked();
  await sendQuoteRequest(dialog);
  await expect(dialog).toHaveCount(0);

  const entry = quoteEntry(page, subject);
  await expect(entry).toHaveAttribute('data-status', 'pending');
  await expect(entry).toContainText('Pending');
  await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toBeVisible();

  // Still pending after a reload while offline: the outbox is kept on the device.
  await page.reload();
  await expect(quoteEntry(page, subject)).toHaveAttribute('data-status', 'pending');

  // Restarted on another page: the outbox still sends once the network is back.
  await page.goto('/en/search');
  await expect(page.getByRole('searchbox').first()).toBeVisible();
  await context.setOffline(false);

  const token = await apiToken(request, 'superadmin');
  type Listed = Array<{ subject: string; product_id: string; sub_product_id: string; devices_count: number }>;
  const received = async (): Promise<Listed> => {
    const listed = await request.get('/api/quotations', { headers: { authorization: `Bearer ${token}` } });
    expect(listed.ok()).toBe(true);
    const { quotations } = (await listed.json()) as { quotations: Listed };
    return quotations.filter((quotation) => quotation.subject === subject);
  };
  await expect.poll(async () => (await received()).length, { timeout: 30_000 }).toBe(1);
  const mine = await received();
  expect(mine[0]).toMatchObject({
    product_id: WITH_14_PUBLICATIONS,
    sub_product_id: product.sub_products[0]!.id,
    devices_count: 3,
  });

  // Back on the product page it shows as sent; coming back later sends nothing again.
  await openProduct(page, WITH_14_PUBLICATIONS);
  await expect(quoteEntry(page, subject)).toHaveAttribute('data-status', 'sent');
  await page.reload();
  await expect(quoteEntry(page, subject)).toHaveAttribute('data-status', 'sent');
  const again = (await (
    await request.get('/api/quotations', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { quotations: Array<{ subject: string }> };
  expect(again.quotations.filter((quotation) => quotation.subject === subject)).toHaveLength(1);
});

test('free user and guest: the premium invitation, and no request to the replication gateway', async ({
  page,
}) => {
  const gatewayRequests: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/db/') || pathname === '/db') gatewayRequests.push(pathname);
  });

  await openProduct(page, WITH_14_PUBLICATIONS);
  await expect(premiumInvitation(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute(
    'href',
    /redirect=%2Fen%2Fproducts%2Fprod-00001/,
  );

  await signIn(page, 'free');
  await openProduct(page, WITH_14_PUBLICATIONS);
  await expect(premiumInvitation(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get premium access' })).toBeVisible();
  await expect(page.locator('.product, .publication, table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request a quote' })).toHaveCount(0);
  await openProduct(page, 'prod-00004', '');
  await expect(mainHeading(page)).toHaveText('Produktdetails gehören zum Premium-Zugang');

  expect(gatewayRequests).toEqual([]);
  expect(await localDatabases(page)).toEqual([]);
});
