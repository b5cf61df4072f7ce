// Products, sub-products and links in the workspace: every required field's text in English and
// German (walked from the rendered field descriptions), the price rules, the
// abstract rule, the warning without an official website, and create, list, edit, delete; the
// import of an Excel file from its dry run to its undo.
import { expect, test, type Page } from '@playwright/test';
import { message, type Locale, type MessageKey } from '@poct/schemas';
import { signIn } from './support/accounts.ts';
import {
  answeredConsent,
  errorOf,
  expectRequiredMessages,
  fill,
  fillRequired,
  submit,
} from './support/workspace-forms.ts';
import { dryRun, historyRow, reportRow, workbook } from './support/import-page.ts';
import { fact, mainHeading, testsTable } from './support/product-page.ts';
import { openSynced } from './support/search-page.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await answeredConsent(context, baseURL!);
});

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const prefix = (locale: Locale) => (locale === 'de' ? '' : '/en');

const PRICE_RULES: ReadonlyArray<{ set: Record<string, string>; at: string; key: MessageKey }> = [
  { set: { '/price/min': '-1' }, at: '/price/min', key: 'validation.min_price' },
  { set: { '/price/default': '-5' }, at: '/price/default', key: 'validation.default_price' },
  { set: { '/price/min': '50', '/price/max': '10' }, at: '/price/max', key: 'validation.max_price' },
];

test('products and sub-products: validation in both languages, price rules, create, list, edit, hide, delete', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'staff');
  const name = `E2E product ${Date.now()}`;

  for (const locale of ['de', 'en'] as const) {
    await page.goto(`${prefix(locale)}/ds/products/create`);
    // The form waits for the staff device's local database, which opens with its first sync.
    await expect(page.getByTestId('no-website-warning')).toHaveText(
      message('warning.no_official_website', locale),
      { timeout: 20_000 },
    );
    await expectRequiredMessages(page, locale);
    await fillRequired(page, name);
    for (const rule of PRICE_RULES) {
      for (const [path, value] of Object.entries(rule.set)) await fill(page, path, 'number', value);
      await submit(page);
      await expect(errorOf(page, rule.at), `${rule.key} in ${locale}`).toHaveText(message(rule.key, locale));
      for (const path of Object.keys(rule.set)) await fill(page, path, 'number', '12');
    }
  }
  await submit(page);
  await expect(page).toHaveURL(/\/en\/ds\/products$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(row(page, name)).toHaveCount(1);

  // Edit: hidden, then found by the visibility filter.
  await row(page, name).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/en\/ds\/products\/edit-/);
  const productId = page.url().split('/edit-')[1]!;
  await fill(page, '/visible', 'boolean', '');
  await fill(page, '/manufacturer', 'text', 'E2E Maker');
  await submit(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(row(page, name)).toContainText('E2E Maker');
  await page.getByRole('button', { name: /Visibility/ }).click();
  await page.getByRole('option', { name: 'Visible' }).click();
  await expect(row(page, name)).toHaveCount(0);
  await page.getByRole('button', { name: /Visibility/ }).click();
  await page.getByRole('option', { name: 'Hidden' }).click();
  await expect(row(page, name)).toHaveCount(1);

  // Sub-product: the select's own text, in both languages.
  for (const locale of ['de', 'en'] as const) {
    await page.goto(`${prefix(locale)}/ds/products/${productId}/subproduct/create`);
    await expectRequiredMessages(page, locale);
  }
  await fillRequired(page, `${name} test`);
  await submit(page);
  await expect(page).toHaveURL(new RegExp(`/en/ds/products/edit-${productId}$`));
  await page.getByRole('link', { name: `${name} test` }).click();
  await fill(page, '/name', 'text', `${name} test 2`);
  await submit(page);
  // The product form waits for the device's product list (its alternatives choices) before it draws.
  await expect(page.getByRole('link', { name: `${name} test 2` })).toBeVisible({ timeout: 20_000 });

  // Link with the abstract rule; an official website removes the warning.
  for (const locale of ['de', 'en'] as const) {
    await page.goto(`${prefix(locale)}/ds/links/create-abstract-${productId}`);
    const required = await expectRequiredMessages(page, locale);
    expect(required.map((f) => f.path)).toContain('/abstract/de');
    await expect(errorOf(page, '/abstract/de')).toHaveText(
      locale === 'de' ? 'Zusammenfassung ist erforderlich' : 'Abstract is required',
    );
  }
  await fillRequired(page, `${name} website`);
  await fill(page, '/type', 'select', 'Official website');
  await submit(page);
  await expect(errorOf(page, '/url')).toHaveText(message('validation.url', 'en'));
  await fill(page, '/url', 'url', 'https://example.test/');
  await submit(page);
  await expect(page).toHaveURL(/\/en\/ds\/links$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${name} website`);
  await row(page, `${name} website`).getByRole('link').click();
  await expect(page).toHaveURL(/update-abstract-/);
  await fill(page, '/title', 'text', `${name} site`);
  await submit(page);
  // Saved once the form is back on the list; a navigation before that would drop the save.
  await expect(page).toHaveURL(/\/en\/ds\/links$/);
  await page.goto(`/en/ds/products/edit-${productId}`);
  await expect(page.getByRole('link', { name: `${name} site` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('no-website-warning')).toHaveCount(0);

  // A product with links is not deleted; without them it is.
  await page.goto('/en/ds/products');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect(page.getByRole('dialog')).toContainText(`Link: ${name} site`);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
  await page.goto('/en/ds/links');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${name} site`);
  await row(page, `${name} site`)
    .getByRole('button', { name: `Delete ${name} site` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(row(page, `${name} site`)).toHaveCount(0);
  await page.goto('/en/ds/products');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(row(page, name)).toHaveCount(0);
});

/** Records, from the start of each page load, the texts of every kept (busy) page the list shows. */
function recordKeptPages(): void {
  const seen: string[][] = [];
  (window as unknown as { keptPages: string[][] }).keptPages = seen;
  new MutationObserver(() => {
    const rows = document.querySelectorAll('.wf-list[aria-busy="true"] .wf-table tbody tr');
    if (rows.length > 0) seen.push([...rows].map((row) => row.textContent ?? ''));
  }).observe(document, { subtree: true, childList: true });
}

/** Signs the staff user in (on the dashboard) and waits for the first sync to finish. */
async function signInSynced(page: Page): Promise<void> {
  await signIn(page, 'staff');
  await expect(page.locator('[data-sync-phase]').first()).toHaveAttribute('data-sync-phase', 'synced', {
    timeout: 60_000,
  });
}

test('a full load of the product and link lists shows the kept first page, then the full list acts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInSynced(page);
  const list = page.locator('.wf-list[aria-busy="false"]');
  const firstRow = page.locator('.wf-table tbody th[scope="row"]').first();
  // Shown once in full: the default view's first page is kept for the next load.
  await page.goto('/en/ds/links');
  await expect(list).toBeVisible({ timeout: 30_000 });
  const linkRows = await page.locator('.wf-table tbody tr').allTextContents();
  await page.goto('/en/ds/products');
  await expect(list).toBeVisible({ timeout: 30_000 });
  const productRows = await page.locator('.wf-table tbody tr').allTextContents();

  await page.addInitScript(recordKeptPages);
  await page.reload();
  await expect(list).toBeVisible({ timeout: 30_000 });
  const kept = await page.evaluate(() => (window as unknown as { keptPages: string[][] }).keptPages);
  // The kept page came first, as it was shown (without the row actions of the full list).
  expect(kept.length).toBeGreaterThan(0);
  expect(productRows[0]!.startsWith(kept[0]![0]!)).toBe(true);
  const ascending = await firstRow.textContent();
  await page.locator('.wf-table thead').getByRole('button', { name: 'Name' }).click();
  await expect(page.locator('.wf-table thead th').first()).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow).not.toHaveText(ascending!);

  // The links' kept page shows the product names it showed, not product ids.
  await page.goto('/en/ds/links');
  await expect(list).toBeVisible({ timeout: 30_000 });
  const keptLinks = await page.evaluate(() => (window as unknown as { keptPages: string[][] }).keptPages);
  expect(keptLinks.length).toBeGreaterThan(0);
  // Demo product ids are "prod-00042".
  expect(keptLinks[0]!.join(' ')).not.toMatch(/prod-\d{5}/);
  expect(linkRows[0]!.startsWith(keptLinks[0]![0]!)).toBe(true);
});

test('a staff user who waited on the dashboard and never opened the product list gets its kept first page on the first full load', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInSynced(page);
  // The dashboard keeps the list's first page once the sync is complete, in idle time
  // (web/src/workspace/use-first-page-keeper.ts).
  await page.waitForFunction(
    () => Object.keys(localStorage).some((key) => key.includes(':first-page:ds.products:')),
    undefined,
    { timeout: 15_000 },
  );

  await page.addInitScript(recordKeptPages);
  await page.goto('/en/ds/products');
  const list = page.locator('.wf-list[aria-busy="false"]');
  await expect(list).toBeVisible({ timeout: 30_000 });
  const kept = await page.evaluate(() => (window as unknown as { keptPages: string[][] }).keptPages);
  const productRows = await page.locator('.wf-table tbody tr').allTextContents();
  // The kept page came first and reads as the full list's first page (which adds row actions).
  expect(kept.length).toBeGreaterThan(0);
  expect(kept[0]!).toHaveLength(productRows.length);
  kept[0]!.forEach((text, index) => expect(productRows[index]!.startsWith(text)).toBe(true));
});

test('staff import a German Excel file: errors in the dry run, the fixed file applied, the batch listed and undone; a premium device shows the product offline', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `Importgerät ${Date.now()}`;
  const product = (minPrice: number | string) => ({
    Produktname: name,
    Hersteller: 'Nordwerk AG',
    'Preis min (EUR netto)': minPrice,
    'Preis max (EUR netto)': 2000,
    'Preis Standard (EUR netto)': 1800,
    'Preis Durchschnitt (EUR netto)': 1850,
    Preisstand: new Date(Date.UTC(2025, 6, 1)),
    Datenstand: new Date(Date.UTC(2025, 8, 15)),
    Sichtbar: 'ja',
    'IVDR-Klasse': 'C',
    'CE-Status': 'ivdr',
    'Erhältlich in DE': 'ja',
  });
  const tests = [
    {
      Produktname: name,
      Hersteller: 'Nordwerk AG',
      Test: 'Glukose-Kassette',
      'Probenart des Tests': 'Serum',
      'Probenvolumen (µl)': 15,
      'Zeit bis Ergebnis (min)': 8,
      LOINC: '2345-7',
    },
  ];
  await signIn(page, 'staff');
  await page.goto('/ds/products/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import und Export' })).toBeVisible();

  // A price that is not a number: the row's error names its column, and nothing can be applied.
  const broken = await dryRun(
    page,
    'katalog.xlsx',
    await workbook({ Produkte: [product('zwölf')], Tests: tests }),
  );
  await expect(reportRow(broken, name)).toContainText('Fehler');
  await expect(reportRow(broken, name)).toContainText('Spalte „Preis min (EUR netto)“');
  await expect(page.getByRole('button', { name: 'Import anwenden' })).toHaveCount(0);

  const fixed = await dryRun(
    page,
    'katalog-korrigiert.xlsx',
    await workbook({ Produkte: [product(1770.5)], Tests: tests }),
  );
  await expect(reportRow(fixed, name)).toContainText('Neu');
  const productId = await reportRow(fixed, name).getAttribute('data-doc-id');
  await page.getByRole('button', { name: 'Import anwenden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'wurde importiert' })).toContainText(
    '1 geschrieben',
  );
  const batch = historyRow(page, 'katalog-korrigiert.xlsx');
  await expect(batch).toContainText('Angewendet');
  await expect(batch).toContainText('1 neu, 0 geändert, 0 unverändert');

  // A premium device syncs the imported product and shows it offline with its codes, sources and dates.
  const premium = await browser.newContext({ baseURL });
  await answeredConsent(premium, baseURL!);
  const reader = await premium.newPage();
  await signIn(reader, 'premium');
  await openSynced(reader, `/en/products/${productId}`);
  // The app must open from the service worker without network for the reload below.
  await reader.evaluate(() => navigator.serviceWorker.ready);
  await premium.setOffline(true);
  await reader.reload();
  await expect(mainHeading(reader, name)).toBeVisible();
  await expect(testsTable(reader, name)).toContainText('2345-7');
  await expect(fact(reader, 'IVDR class')).toBeVisible();
  await expect(reader.getByText('Class C', { exact: true })).toBeVisible();
  await expect(reader.getByText('Product data as of: September 2025')).toBeVisible();
  await expect(reader.locator('.product__sources')).toContainText('katalog-korrigiert.xlsx');
  await premium.close();

  await batch.getByRole('button', { name: 'Import von katalog-korrigiert.xlsx rückgängig machen' }).click();
  await expect(batch).toContainText('Rückgängig gemacht');
});
