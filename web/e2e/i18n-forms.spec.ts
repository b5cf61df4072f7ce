// German first, in Chromium against the real server: numbers typed
// and pasted the way each page language writes them are saved as meant, in every kind of number
// field (the quote form's counts too); dates and times are entered in the page's order and
// saved as the calendar day; default document titles and master data names follow the page's
// language; a form shows all its errors in one round; /verify-email says what is wrong (no code, a
// link used before); a reader's dashboard holds their own things; on a phone the results come
// before the filter list.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { message } from '@poct/schemas';
import { apiToken, signIn } from './support/accounts.ts';
import { ACCOUNTS_URL, startAppServer, startInbox } from './support/accounts-mail.ts';
import { openSynced, resultCount, searchbox } from './support/search-page.ts';
import {
  answeredConsent,
  errorOf,
  field,
  fill,
  fillRequired,
  submit,
  typeDate,
  typeTime,
} from './support/workspace-forms.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await answeredConsent(context, baseURL!);
});

const numberInput = (page: Page, path: string): Locator => field(page, path).locator('input').first();

async function typeNumber(page: Page, path: string, text: string): Promise<void> {
  await numberInput(page, path).fill(text);
  await numberInput(page, path).blur();
}

/** Pastes `text` from the real clipboard into the field, replacing what it held. */
async function pasteNumber(page: Page, path: string, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  const input = numberInput(page, path);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('ControlOrMeta+v');
  await input.blur();
}

interface StoredPlan {
  name: { de: string; en: string };
  price: number;
  duration: { count: number };
}

test('numbers typed and pasted in German and English are saved as meant: price, whole number, decimal', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'staff');
  const token = await apiToken(request, 'staff');
  const stamp = Date.now().toString(36);
  const plans = async () =>
    (await (
      await request.get('/api/admin/plans', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as StoredPlan[] | { items: StoredPlan[] };
  const planNamed = async (name: string) => {
    const answer = await plans();
    return (Array.isArray(answer) ? answer : answer.items).find((plan) => plan.name.de === name);
  };

  // A plan: a price and a whole number, German page; the price typed, the count pasted.
  for (const [locale, price, count, expected] of [
    ['de', '1.770,50', '1.200', { price: 1770.5, count: 1200 }],
    ['en', '1,770.50', '12', { price: 1770.5, count: 12 }],
  ] as const) {
    const name = `Plan ${locale} ${stamp}`;
    await page.goto(`${locale === 'en' ? '/en' : ''}/ds/plans/create`);
    await fillRequired(page, name);
    await typeNumber(page, '/price', price);
    await pasteNumber(page, '/duration/count', count);
    await submit(page);
    await expect(page).toHaveURL(/\/ds\/plans$/);
    await expect
      .poll(async () => planNamed(name))
      .toMatchObject({
        price: expected.price,
        duration: { count: expected.count },
      });
  }

  // A pasted German price replaces the field's text instead of emptying it.
  await page.goto('/ds/plans/create');
  await pasteNumber(page, '/price', '12,5');
  await expect(numberInput(page, '/price')).toHaveValue('12,50');

  // Decimals of a test (sub-product), German page: typed and pasted; the server holds them.
  const testName = `Test ${stamp}`;
  await page.goto('/ds/products/prod-00001/subproduct/create');
  await fillRequired(page, testName);
  await typeNumber(page, '/sample_volume_ul', '12,5');
  await pasteNumber(page, '/time_to_result_min', '2,1');
  await submit(page);
  await expect(page).toHaveURL(/\/ds\/products\/edit-prod-00001$/);
  const stored = async () => {
    const product = (await (
      await request.get('/db/catalogue_master/prod-00001', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      sub_products?: Array<{ name: string; sample_volume_ul: number; time_to_result_min: number }>;
    };
    return product.sub_products?.find((sub) => sub.name === testName);
  };
  await expect
    .poll(stored, { timeout: 20_000 })
    .toMatchObject({ sample_volume_ul: 12.5, time_to_result_min: 2.1 });
  // The same values, in English: the language changes how they look, never what is stored.
  await page.goto('/en/ds/products/edit-prod-00001');
  await page.getByRole('link', { name: testName }).click();
  await expect(numberInput(page, '/sample_volume_ul')).toHaveValue('12.5');
  await expect(numberInput(page, '/time_to_result_min')).toHaveValue('2.1');
});

test('dates are entered in the page language’s order and saved as the calendar day: a campaign’s expiry; times are 24-hour', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff');
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const stamp = Date.now().toString(36);
  const campaignNamed = async (name: string) =>
    (
      (await (await request.get('/api/admin/advertisements', { headers })).json()) as {
        items: Array<{ id: string; name: string; expires_at: string }>;
      }
    ).items.find((campaign) => campaign.name === name);
  for (const [locale, day, shown, other] of [
    ['de', '2027-12-31', '31.12.2027', '31/12/2027'],
    ['en', '2028-02-29', '29/02/2028', '29.02.2028'],
  ] as const) {
    const name = `Campaign ${locale} ${stamp}`;
    const prefix = locale === 'en' ? '/en' : '';
    await page.goto(`${prefix}/ds/advertisements/create`);
    await fillRequired(page, name);
    expect(await typeDate(field(page, '/expires_at'), day)).toBe(shown);
    await submit(page);
    await expect(page).toHaveURL(/\/ds\/advertisements$/);
    await expect.poll(async () => (await campaignNamed(name))?.expires_at, { timeout: 20_000 }).toBe(day);
    // The other language shows the same stored day its own way.
    const { id } = (await campaignNamed(name))!;
    await page.goto(`${locale === 'en' ? '' : '/en'}/ds/advertisements/edit-${id}`);
    await expect(field(page, '/expires_at').locator('.date-field__input')).toHaveText(other);
    await request.delete(`/api/admin/advertisements/${id}`, { headers });
  }

  // The calendar beside a date field names the month in the page's language; a day picked there
  // is the field's value.
  await page.goto('/ds/advertisements/create');
  const expiry = field(page, '/expires_at');
  expect(await typeDate(expiry, '2027-12-31')).toBe('31.12.2027');
  await expiry.getByRole('button', { name: 'Aus dem Kalender wählen' }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('heading')).toHaveText('Dezember 2027');
  await calendar.getByRole('button', { name: /15\. Dezember 2027/ }).click();
  await expect(calendar).toHaveCount(0);
  await expect(expiry.locator('.date-field__input')).toHaveText('15.12.2027');

  // A time of day is 24-hour on both pages, whatever the browser's language (no AM/PM segment).
  for (const prefix of ['', '/en']) {
    await page.goto(`${prefix}/ds/demos/create`);
    const start = page.getByRole('group', { name: prefix ? 'Start time' : 'Beginn', exact: true });
    expect(await typeTime(start, '14:30')).toBe('14:30');
  }
});

test('the quote form reads whole numbers and dates as the page writes them: "1.200" in German, "1,200" in English', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'premium');
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const stamp = Date.now().toString(36);
  const texts = {
    de: {
      open: 'Angebot anfordern',
      send: 'Angebotsanfrage senden',
      subject: 'Betreff',
      message: 'Nachricht',
      devices: 'Anzahl der Geräte',
      tests: 'Tests pro Jahr',
      day: 'Geplantes Kaufdatum',
    },
    en: {
      open: 'Request a quote',
      send: 'Send quote request',
      subject: 'Subject',
      message: 'Message',
      devices: 'Number of devices',
      tests: 'Tests per year',
      day: 'Planned purchase date',
    },
  };
  for (const [locale, typed, shown, dayShown] of [
    ['de', '1.200', '1.200', '01.03.2027'],
    ['en', '1,200', '1,200', '01/03/2027'],
  ] as const) {
    const text = texts[locale];
    await openSynced(page, `${locale === 'en' ? '/en' : ''}/products/prod-00001`);
    await page.getByRole('button', { name: text.open, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const subject = `Quote ${locale} ${stamp}`;
    const textbox = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await textbox(text.subject).fill(subject);
    await textbox(text.message).fill('Bitte ein Angebot.');
    for (const name of [text.tests, text.devices]) {
      await textbox(name).fill(typed);
      await textbox(name).blur();
      await expect(textbox(name)).toHaveValue(shown);
    }
    const day = dialog.getByRole('group', { name: text.day, exact: true });
    expect(await typeDate(day, '2027-03-01')).toBe(dayShown);
    await dialog.locator('.radio').first().click();
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(
        async () =>
          (
            (await (await request.get('/api/quotations', { headers })).json()) as {
              quotations: Array<{ subject: string }>;
            }
          ).quotations.find((quote) => quote.subject === subject),
        { timeout: 20_000 },
      )
      .toMatchObject({ tests_per_year: 1200, devices_count: 1200, planned_purchase_date: '2027-03-01' });
  }
});

test('documents and master data are named in the page’s language: a default link title, a parameter', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // prod-00001's photo has the catalogue's default title, stored in German.
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const product = (await (await request.get('/db/catalogue_master/prod-00001', { headers })).json()) as {
    name: string;
  };
  await signIn(page, 'premium');
  for (const [locale, photo, other] of [
    ['en', 'Product photo', 'Produktfoto'],
    ['de', 'Produktfoto', 'Product photo'],
  ] as const) {
    await openSynced(page, `${locale === 'en' ? '/en' : ''}/products/prod-00001`);
    const documents = page.getByRole('region', {
      name: locale === 'en' ? 'Documents and videos' : 'Dokumente und Videos',
    });
    await expect(documents.getByRole('link', { name: `${product.name} – ${photo}` })).toHaveCount(1);
    await expect(documents.getByText(other)).toHaveCount(0);
  }

  // The workspace's master data list links each item by its name in the page's language.
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'staff');
  for (const [locale, name, other] of [
    ['en', 'C-reactive protein', 'C-reaktives Protein'],
    ['de', 'C-reaktives Protein', 'C-reactive protein'],
  ] as const) {
    await page.goto(`${locale === 'en' ? '/en' : ''}/ds/parameters`);
    await page.getByRole('searchbox').fill('CRP');
    await expect(page.getByRole('rowheader').getByRole('link', { name, exact: true })).toHaveCount(1);
    await expect(page.getByRole('rowheader').getByRole('link', { name: other, exact: true })).toHaveCount(0);
  }
});

test('a form shows every error in one round: a missing name and a maximum price below the minimum', async ({
  page,
}) => {
  await signIn(page, 'staff');
  for (const locale of ['de', 'en'] as const) {
    await page.goto(`${locale === 'en' ? '/en' : ''}/ds/products/create`);
    await fill(page, '/price/min', 'number', '50');
    await fill(page, '/price/max', 'number', '40');
    await submit(page);
    await expect(errorOf(page, '/name')).toHaveText(message('validation.required', locale));
    await expect(errorOf(page, '/price/max')).toHaveText(message('validation.max_price', locale));
  }
});

test('/verify-email says what is wrong: no code in the address, or a link used before', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  for (const locale of ['de', 'en'] as const) {
    await page.goto(`${locale === 'en' ? '/en' : ''}/verify-email`);
    await expect(page.getByRole('alert')).toHaveText(
      locale === 'de'
        ? 'Diese Adresse enthält keinen Bestätigungscode. Öffnen Sie den Link aus Ihrer E-Mail vollständig oder fordern Sie einen neuen Link an.'
        : 'This address has no confirmation code. Open the link from your email in full, or request a new link.',
    );
    await expect(page.getByText(/fehlgeschlagen|failed/)).toHaveCount(0);
  }

  // A link clicked a second time: already confirmed, in the page's language.
  const inbox = await startInbox();
  const app = await startAppServer(inbox.smtpUrl);
  try {
    const email = `twice${Date.now().toString(36)}@gmail.com`;
    const registered = await page.request.post(`${ACCOUNTS_URL}/api/account/register`, {
      headers: { 'accept-language': 'de' },
      data: {
        user_type: 'hcp',
        username: email.split('@')[0],
        email,
        email_confirm: email,
        password: 'a good long password',
        password_confirm: 'a good long password',
        first_name: 'Hanna',
        last_name: 'Zweimal',
        institution: 'Praxis Nord',
        doctor_id: '123456601',
        doctor_id_type: 'lanr',
        accept_terms: true,
        confirm_professional: true,
        language: 'de',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const mail = await inbox.waitFor(email, /E-Mail-Adresse|confirm your email/i);
    const link = new URL(mail.link!);
    const visitor = await browser.newPage({ baseURL: ACCOUNTS_URL });
    await visitor.goto(`${link.pathname}${link.search}`);
    await expect(visitor.getByTestId('email-confirmed')).toBeVisible();
    for (const [prefix, locale] of [
      ['', 'de'],
      ['/en', 'en'],
    ] as const) {
      await visitor.goto(`${prefix}${link.pathname.replace(/^\/(de|en)/, '')}${link.search}`);
      await expect(visitor.getByTestId('email-already-confirmed')).toHaveText(
        message('error.verify_already_confirmed', locale),
      );
      await expect(visitor.getByRole('alert')).toHaveCount(0);
    }
    await visitor.close();
  } finally {
    await app.stop();
    await inbox.close();
  }
});

test('a reader’s dashboard holds their sync state, favourites, recent searches and comparison', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'premium');
  await openSynced(page, '/en/search');
  await searchbox(page).fill('CRP');
  await expect(resultCount(page)).toBeVisible();
  // The search is remembered once it settles.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('recent-searches'))))
    .toBe(true);
  for (const [prefix, names] of [
    ['/en', ['Your data on this device', 'Your favourites', 'Recent searches', 'Comparison']],
    ['', ['Ihre Daten auf diesem Gerät', 'Ihre Favoriten', 'Letzte Suchen', 'Vergleich']],
  ] as const) {
    await page.goto(`${prefix}/ds`);
    for (const name of names) await expect(page.getByRole('region', { name })).toBeVisible();
    await expect(
      page.getByRole('region', { name: names[2] }).getByRole('link', { name: 'CRP' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: prefix ? 'Log out' : 'Abmelden' })).toHaveCount(1);
  }
});

test('on a phone the results come first and the filters open from a button', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'premium');
  for (const [prefix, button, parameter] of [
    ['/en', 'Filters', 'Parameter'],
    ['', 'Filter', 'Parameter'],
  ] as const) {
    await openSynced(page, `${prefix}/search`);
    await page.getByRole('searchbox').first().fill('CRP');
    await expect(page.locator('.search-page__count')).toBeVisible();
    const firstResult = page.locator('.result').first();
    await expect(firstResult).toBeInViewport();
    const parameters = page.getByRole('group', { name: parameter, exact: true });
    await expect(parameters).toBeHidden();
    const toggle = page.getByRole('button', { name: button, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(parameters).toBeVisible();
  }
});
