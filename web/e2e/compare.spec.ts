// The comparison report end to end: a premium user selects three products in the search, opens
// the report, sees the report's sections on screen and downloads a PDF made on the device, whose
// text holds every section title in the page's language, each product and the disclaimer; in
// English and German (in German also the XLSX, opened with exceljs), then again with the network cut. A free user sees the premium invitation
// and the page fetches nothing of the catalogue.
import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import {
  compareBar,
  compareBox,
  comparisonTable,
  costColumn,
  downloadPdf,
  fillCost,
  openReport,
  report,
  reportSections,
} from './support/compare-page.ts';
import { syncStatus, toggleCompare as toggle } from './support/search-page.ts';

const TEXTS = {
  en: {
    prefix: '/en',
    sections: [
      'Comparison',
      'Connectivity',
      'Resume per company',
      'Sample type, sample volume and time to result',
      'Regulatory identity and sources',
      'Safety notices',
      'Publications overview',
      'Cost per result',
      'Disclaimer',
    ],
    warning: 'Parameters not calculated may be missing.',
    disclaimer: 'No liability is accepted for its accuracy or completeness',
    download: 'Download PDF',
    file: /^Comparison_[A-Za-z0-9_-]+_\d{4}-\d{2}-\d{2}\.pdf$/,
    selected: '3 of 10 products selected for comparison.',
    open: 'Open comparison report',
  },
  de: {
    prefix: '',
    sections: [
      'Vergleich',
      'Konnektivität',
      'Resümee je Unternehmen',
      'Probenart, Probenvolumen und Zeit bis zum Ergebnis',
      'Regulatorische Angaben und Quellen',
      'Sicherheitshinweise',
      'Publikationsübersicht',
      'Kosten pro Ergebnis',
      'Haftungsausschluss',
    ],
    warning: 'Nicht berechnete Parameter können fehlen.',
    disclaimer: 'Für ihre Richtigkeit und Vollständigkeit wird keine Gewähr übernommen',
    download: 'PDF herunterladen',
    file: /^Vergleich_[A-Za-z0-9_-]+_\d{4}-\d{2}-\d{2}\.pdf$/,
    selected: '3 von 10 Produkten für den Vergleich ausgewählt.',
    open: 'Vergleichsbericht öffnen',
  },
} as const;
type Language = keyof typeof TEXTS;

/** The same letters with line breaks and spacing left out: PDF text comes back in pieces. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The text of each page of a PDF. */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  // pdfjs refuses Node's Buffer (a Uint8Array subclass): copy into a plain Uint8Array.
  const pdf = await getDocument({ data: Uint8Array.from(bytes) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages;
}

/** Sections 2 to 5 each start a page of their own in print (the disclaimer follows the publications). */
function expectSectionsStartPages(pages: string[], sections: readonly string[]) {
  const starts = pages.map(squeeze);
  for (const title of sections.slice(1, 5)) {
    expect(
      starts.some((page) => page.startsWith(squeeze(title))),
      `a page starts with ${title}`,
    ).toBe(true);
  }
}

/** The report on screen: headings in order, the warning, one row per product. */
async function expectReportOnScreen(page: Page, language: Language, names: readonly string[]) {
  const texts = TEXTS[language];
  await expect(reportSections(page)).toHaveText([...texts.sections]);
  await expect(page.getByRole('note').filter({ hasText: texts.warning })).toBeVisible();
  const comparison = comparisonTable(page);
  await expect(comparison.locator('tbody th[scope="row"]')).toHaveText([...names]);
  await expect(comparison.locator('caption')).toBeVisible();
  await expect(page.locator('.report__section--disclaimer')).toContainText(texts.disclaimer);
}

/** Downloads the PDF and checks its name and text; answers the text. */
async function expectPdf(page: Page, language: Language, names: readonly string[]): Promise<string> {
  const texts = TEXTS[language];
  const download = await downloadPdf(page, texts.download);
  expect(download.suggestedFilename()).toMatch(texts.file);
  const pages = await pdfPages(await fs.readFile(await download.path()));
  // Sections follow one another (pdf-document.test.ts holds the page filling).
  expect(pages.length).toBeGreaterThanOrEqual(2);
  const text = pages.join('');
  for (const expected of [...texts.sections, ...names, texts.warning, texts.disclaimer]) {
    expect(squeeze(text), expected).toContain(squeeze(expected));
  }
  await expect(page.getByRole('status').filter({ hasText: download.suggestedFilename() })).toBeVisible();
  return text;
}

/** Downloads the German XLSX and opens it: a column per product, the section groups, the disclaimer. */
async function expectXlsx(page: Page, names: readonly string[]) {
  const download = await downloadPdf(page, 'XLSX herunterladen');
  expect(download.suggestedFilename()).toMatch(/^Vergleich_[A-Za-z0-9_-]+_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const labels: string[] = [];
  sheet.eachRow((row) => labels.push(String(row.getCell(1).value ?? '')));
  const header = sheet.getRow(labels.indexOf('Produkt') + 1);
  expect(names.map((_, index) => header.getCell(index + 2).value)).toEqual([...names]);
  for (const title of TEXTS.de.sections) expect(labels, title).toContain(title);
  expect(labels.some((label) => label.includes(TEXTS.de.disclaimer))).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: download.suggestedFilename() })).toBeVisible();
}

test('premium: select three products, read the report and its PDF in English and German, also offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'premium');
  await page.goto('/en/search?q=Grünwald');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByRole('status').filter({ hasText: /products$/ })).toBeVisible();
  const names = (await page.locator('.result__name').allTextContents()).slice(0, 3);
  expect(names).toHaveLength(3);
  for (const name of names) {
    const box = compareBox(page, name);
    await toggle(box);
    await expect(box).toBeChecked();
  }
  const bar = compareBar(page);
  await expect(bar.getByRole('status')).toHaveText(TEXTS.en.selected);

  // The choice survives a reload and another search.
  await page.goto('/en/search?q=CRP');
  await expect(bar.getByRole('status')).toHaveText(TEXTS.en.selected);
  await page.reload();
  await expect(bar.getByRole('status')).toHaveText(TEXTS.en.selected);

  await openReport(page, /\/en\/compare$/, TEXTS.en.open);
  await expectReportOnScreen(page, 'en', names);
  await expectPdf(page, 'en', names);

  // Printed (Chromium's print of the page with its print stylesheet): only the report, each
  // section from a fresh page, and a table that runs onto the next page repeats its header row.
  const printed = await pdfPages(await page.pdf({ format: 'A4', landscape: true }));
  expectSectionsStartPages(printed, TEXTS.en.sections);
  expect(squeeze(printed[0]!)).toMatch(/^Comparisonreport/);
  for (const text of printed) {
    expect(text).not.toContain('Download PDF');
    expect(text).not.toContain('Data protection');
    expect(squeeze(text)).toMatch(
      /^(Comparison|Connectivity|Resumepercompany|Sampletype|Regulatoryidentityandsources|Safetynotices|Publicationsoverview|Costperresult|Disclaimer|ProductManufacturer|ProductProtocols|CompanyProducts|ProductTest|ProductIVDRclass|TitleAuthority|TitlePublished|ProductPatienttests|ProductDevice)/,
    );
  }

  // German: the search page without a prefix, the same selection, the report in German.
  await page.goto('/search?q=Grünwald');
  await expect(compareBar(page, 'Vergleich').getByRole('status')).toHaveText(TEXTS.de.selected);
  await expect(page.getByRole('checkbox', { name: `${names[0]} vergleichen` })).toBeChecked();
  await openReport(page, /\/compare$/, TEXTS.de.open);
  await expectReportOnScreen(page, 'de', names);
  // The cost calculator beside the report, in German decimals: the figure per patient result is
  // in the PDF (cost-calculator.test.ts and pdf-document.test.ts hold the arithmetic).
  const costs = costColumn(page, names[0]!);
  await fillCost(costs, 'Patiententests pro Jahr', '1.200');
  await fillCost(costs, 'Preis pro Test bzw. Verbrauchsmaterial (EUR)', '12,50');
  await expect(costs.getByLabel('Preis pro Test bzw. Verbrauchsmaterial (EUR)', { exact: true })).toHaveValue(
    '12,50',
  );
  const perResult = costs.locator('[data-cost="per-result"]');
  await expect(perResult).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
  const pdfText = await expectPdf(page, 'de', names);
  expect(squeeze(pdfText)).toContain(squeeze(`${names[0]}1.20012,50€`));
  expect(squeeze(pdfText)).toContain(squeeze((await perResult.textContent())!));
  await expectXlsx(page, names);

  // Offline: the report and its PDF come from the device alone.
  await context.setOffline(true);
  await page.goto('/en/compare');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'offline');
  await expectReportOnScreen(page, 'en', names);
  await expectPdf(page, 'en', names);
  await page.goto('/compare');
  await expectReportOnScreen(page, 'de', names);
  await expectPdf(page, 'de', names);
});

test('the selection stops at ten with a message next to the refused product', async ({ page }) => {
  await signIn(page, 'premium');
  await page.goto('/en/search?q=a');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 60_000 });
  const boxes = page.locator('.result').getByRole('checkbox');
  await expect(boxes.nth(10)).toBeVisible();
  for (let index = 0; index < 10; index++) {
    await toggle(boxes.nth(index));
    await expect(boxes.nth(index)).toBeChecked();
  }
  const bar = compareBar(page);
  await expect(bar.getByRole('status')).toHaveText(
    '10 of 10 products selected for comparison. The limit is reached.',
  );
  await toggle(boxes.nth(10));
  await expect(boxes.nth(10)).not.toBeChecked();
  await expect(page.locator('.result').nth(10).getByRole('alert')).toHaveText(
    'At most 10 products can be compared. Remove one from the comparison first.',
  );
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar).toHaveCount(0);
  await expect(boxes.first()).not.toBeChecked();
});

test('a free user sees what premium gives on /compare, and nothing is fetched from /db', async ({ page }) => {
  const database: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/db' || pathname.startsWith('/db/')) database.push(pathname);
  });
  await signIn(page, 'free');
  await page.goto('/en/compare');
  await expect(page.getByRole('heading', { level: 1, name: 'Comparison report' })).toBeVisible();
  await expect(page.getByText('With premium access you select up to 10 products')).toBeVisible();
  await expect(page.getByRole('link', { name: 'What premium gives' })).toBeVisible();
  await expect(report(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await page.goto('/compare');
  await expect(page.getByRole('link', { name: 'Was Premium bietet' })).toBeVisible();
  expect(database).toEqual([]);
});

test('a guest sees the invitation with a way to log in', async ({ page }) => {
  await page.goto('/en/compare');
  await expect(page.getByText('With premium access you select up to 10 products')).toBeVisible();
  await expect(page.locator('.compare-page').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a comparison saved under a name opens on a second device and, shared, for another premium user', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `CRP e2e ${Date.now().toString(36)}`;
  await signIn(page, 'premium');
  await page.goto('/en/search?q=Grünwald');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 60_000 });
  const names = (await page.locator('.result__name').allTextContents()).slice(0, 2);
  for (const product of names) await toggle(compareBox(page, product));
  await openReport(page, /\/en\/compare$/, 'Open comparison report');
  await page.getByLabel('Name of the comparison').fill(name);
  await page.getByRole('button', { name: 'Save comparison' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved as “${name}”` })).toBeVisible();
  const saved = page.locator('.saved-comparisons__item').filter({ hasText: name });
  await saved.getByRole('button', { name: 'Share link' }).click();
  const link = await saved.getByLabel('Link for other premium users').inputValue();
  expect(link).toMatch(/\/en\/compare\?shared=[0-9a-f]+\.cmp-[0-9a-f-]+\.[A-Za-z0-9_-]{43}$/);
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });

  // A second device of the same user: the comparison arrives by replication and opens with its name.
  const device = await browser.newContext();
  const second = await device.newPage();
  await signIn(second, 'premium');
  await second.goto('/en/compare');
  await expect(syncStatus(second)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 60_000 });
  await second.getByRole('link', { name }).click();
  await expect(second.locator('.report__saved')).toContainText(name);
  await expect(comparisonTable(second).locator('tbody th[scope="row"]')).toHaveText(names);
  await device.close();

  // Another premium user opens the share link; a free user gets the invitation, not the data.
  for (const [who, sees] of [
    ['verified', true],
    ['free', false],
  ] as const) {
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await signIn(visitor, who);
    await visitor.goto(link);
    if (sees) await expect(visitor.locator('.report__saved')).toContainText(name, { timeout: 60_000 });
    else {
      await expect(visitor.getByRole('link', { name: 'What premium gives' })).toBeVisible();
      await expect(visitor.getByText(name)).toHaveCount(0);
    }
    await other.close();
  }
});
