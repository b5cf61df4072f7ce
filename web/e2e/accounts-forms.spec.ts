// The account forms in Chromium: the registration rules with the catalogue's words in both
// languages (announced beside their fields, focus on the first), forgot/reset password with a
// link that works once, change password, and the guards of the account pages; download my data
// with every kind of personal data (in German) and delete account with a second device signed
// out and wiped.
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from '@playwright/test';
import { apiToken, localDatabases, signIn, signInWith } from './support/accounts.ts';
import { DEMO_SUB_TOPIC } from './support/forum-page.ts';
import {
  ACCOUNTS_URL,
  startAppServer,
  startInbox,
  type AppServer,
  type Inbox,
} from './support/accounts-mail.ts';
import { errorOf } from './support/account-forms.ts';

test.use({ baseURL: ACCOUNTS_URL });
test.describe.configure({ mode: 'serial' });

let inbox: Inbox;
let app: AppServer;

test.beforeAll(async () => {
  inbox = await startInbox();
  app = await startAppServer(inbox.smtpUrl);
});
test.afterAll(async () => {
  await app?.stop();
  await inbox?.close();
});

test('registration rules show the spec messages in English', async ({ page }) => {
  await page.goto('/en/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(errorOf(page, 'Username')).toHaveAccessibleDescription(/This field is required/);
  await expect(errorOf(page, 'Username')).toBeFocused();

  await errorOf(page, 'Username').fill('Anna.B');
  await errorOf(page, 'Email').fill('anna@gmail.com');
  await errorOf(page, 'Repeat email').fill('anne@gmail.com');
  await errorOf(page, 'Password').fill('long enough 1');
  await errorOf(page, 'Repeat password').fill('long enough 2');
  await errorOf(page, 'Doctor ID').fill('123456701');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(errorOf(page, 'Username')).toHaveAccessibleDescription(
    /Only lowercase letters and digits are allowed/,
  );
  await expect(errorOf(page, 'Repeat email')).toHaveAccessibleDescription(/The emails don't match/);
  await expect(errorOf(page, 'Repeat password')).toHaveAccessibleDescription(/The passwords don't match/);
  await expect(errorOf(page, 'Doctor ID')).toHaveAccessibleDescription(
    /Please enter a valid doctor ID \(LANR, doctor number or GLN\)/,
  );
  await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toHaveAccessibleDescription(
    'You must accept the terms of use and the privacy policy',
  );
  await expect(page.getByRole('checkbox', { name: /I confirm that I am/ })).toHaveAccessibleDescription(
    'Please confirm that you are a healthcare professional or work in hospital procurement',
  );

  await errorOf(page, 'Doctor ID').fill('');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(errorOf(page, 'Doctor ID')).toHaveAccessibleDescription(
    /With a private email address, please enter your doctor ID/,
  );
});

test('registration rules show the spec messages in German', async ({ page }) => {
  await page.goto('/register');
  await errorOf(page, 'Benutzername').fill('anna');
  await errorOf(page, 'E-Mail').fill('anna@klinikum.de');
  await errorOf(page, 'E-Mail wiederholen').fill('anne@klinikum.de');
  await errorOf(page, 'Passwort').fill('long enough 1');
  await errorOf(page, 'Passwort wiederholen').fill('long enough 2');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(errorOf(page, 'Vorname')).toHaveAccessibleDescription(/Dieses Feld ist erforderlich/);
  await expect(errorOf(page, 'E-Mail wiederholen')).toHaveAccessibleDescription(
    /Die E-Mail-Adressen stimmen nicht überein/,
  );
  await expect(errorOf(page, 'Passwort wiederholen')).toHaveAccessibleDescription(
    /Die Passwörter stimmen nicht überein/,
  );
  // A work email needs no doctor ID.
  await expect(errorOf(page, 'Arzt-ID')).not.toHaveAccessibleDescription(/Arzt-ID ein/);
  // Arrow keys move the choice of a radio group.
  await page.getByRole('radio', { name: 'Fachkraft im Gesundheitswesen' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /Gewerblicher Nutzer/ })).toBeChecked();
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(errorOf(page, 'Unternehmen')).toHaveAccessibleDescription(/Dieses Feld ist erforderlich/);
});

test('a password reset link works once; the unknown address gets the same answer', async ({ page }) => {
  await page.goto('/en/forgot-password');
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByRole('button', { name: 'Send link' }).click();
  const unknown = await page.getByTestId('reset-sent').textContent();

  await page.goto('/en/forgot-password');
  await page.getByLabel('Email').fill('free@demo.poct-atlas.test');
  await page.getByRole('button', { name: 'Send link' }).click();
  const known = await page.getByTestId('reset-sent').textContent();
  expect(known?.replace('free@demo.poct-atlas.test', 'X')).toBe(unknown?.replace('nobody@example.test', 'X'));

  const mail = await inbox.waitFor('free@demo.poct-atlas.test', /Passwort zurücksetzen/);
  await page.goto(mail.link!.replace(/^http:\/\/[^/]+\//, '/').replace(/^\/reset/, '/en/reset'));
  await page.getByLabel('New password', { exact: true }).fill('my new password');
  await page.getByLabel('Repeat new password').fill('my new password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('password-reset-done')).toBeVisible();

  await page.goto(mail.link!);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('another password');
  await page.getByLabel('Neues Passwort wiederholen').fill('another password');
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Der Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordern Sie eine neue E-Mail an.',
  );
  await expect(page.getByRole('link', { name: 'Neue E-Mail anfordern' })).toBeVisible();

  // Signed in with the new password, a wrong current password is refused in the profile.
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('free@demo.poct-atlas.test');
  await page.getByLabel('Password').fill('my new password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/ds$/);
  await page.goto('/en/ds/profile');
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('third password');
  await page.getByLabel('Repeat new password').fill('third password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('Incorrect current password');
  await expect(page.locator('.toast')).toContainText('Incorrect current password');
});

test('guards: guests go to login from the profile, signed-in users leave guest pages, free users cannot open the queue', async ({
  page,
}) => {
  await page.goto('/en/ds/profile');
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  await page.goto('/en/ds/users');
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);

  await page.getByLabel('Email').fill('premium@demo.poct-atlas.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back to where they wanted to go, which they may not open: sent on to the dashboard, told why.
  await expect(page).toHaveURL(/\/en\/ds$/);
  await expect(page.getByText('You do not have permission to access this resource.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0);

  for (const path of ['/en/register', '/en/forgot-password', '/en/reset-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/en\/ds$/);
  }
  await page.goto('/en/ds/profile');
  await expect(page.getByTestId('premium-status')).toHaveAttribute('data-premium', 'yes');
});

// Every kind of personal data the archive holds (sync-server/src/privacy/my-data/personal-data.ts).
const ARCHIVE_SECTIONS = {
  account: 'Konto, Profil und Verifizierung',
  role: 'Rolle',
  plan_periods: 'Premium-Zeiträume',
  consents: 'Einwilligungen',
  favourites: 'Favoriten',
  reviews: 'Bewertungen',
  forum_threads: 'Forenthemen',
  forum_comments: 'Forenkommentare',
  quote_requests: 'Angebotsanfragen',
  orders: 'Bestellungen',
  demo_bookings: 'Demo-Buchungen',
  contact_messages: 'Kontaktnachrichten',
  security_events: 'Sicherheitsereignisse',
};

test("Meine Daten herunterladen: the archive holds every kind of the user's data, with what they wrote", async ({
  page,
  request,
}) => {
  const marker = `Archivprobe ${Date.now().toString(36)}`;
  const headers = { authorization: `Bearer ${await apiToken(request, 'verified')}` };
  const review = await request.put('/api/reviews/own/prod-00001', {
    headers,
    data: {
      overall: 5,
      handling: 5,
      performance: 5,
      service: 5,
      declared_independent: true,
      comment: marker,
    },
  });
  expect(review.ok()).toBe(true);
  const thread = `t-${crypto.randomUUID()}`;
  const written = await request.post('/api/forum/threads', {
    headers,
    data: { id: thread, topic_id: DEMO_SUB_TOPIC, subject: marker, body: 'Welche Geräte nutzen Sie?' },
  });
  expect(written.status()).toBe(201);
  const commented = await request.post('/api/forum/comments', {
    headers,
    data: { id: `${thread}:c-${crypto.randomUUID()}`, thread_id: thread, body: marker },
  });
  expect(commented.status()).toBe(201);
  const staff = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const product = (await (
    await request.get('/db/catalogue_master/prod-00001', { headers: staff })
  ).json()) as {
    sub_products: Array<{ id: string }>;
  };
  const quote = await request.post('/api/quotations', {
    headers,
    data: {
      id: `e2e-${crypto.randomUUID()}`,
      product_id: 'prod-00001',
      sub_product_id: product.sub_products[0]!.id,
      name: 'Verena Krüger',
      company: 'Klinik Nord',
      email: 'verena@example.test',
      subject: marker,
      message: 'Bitte ein Angebot.',
      devices_count: 1,
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);

  await signIn(page, 'verified');
  await page.goto('/ds/profile');
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Archiv speichern' }).click();
  const download = await saving;
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const data = JSON.parse(strFromU8(files['data.json']!)) as { data: Record<string, unknown> };
  const html = strFromU8(files['index.html']!);
  for (const [key, title] of Object.entries(ARCHIVE_SECTIONS)) {
    expect(data.data, key).toHaveProperty(key);
    expect(html, title).toContain(`<h2>${title}</h2>`);
  }
  const section = (key: string) => JSON.stringify(data.data[key]);
  for (const key of ['reviews', 'forum_threads', 'forum_comments', 'quote_requests'])
    expect(section(key), key).toContain(marker);
  // The sign-in just now is among the account's security events; the account is the user's own.
  expect(section('security_events')).toContain('login');
  expect(section('account')).toContain('Krüger');
});

test('Delete account: the other open page is signed out and its local data wiped', async ({
  browser,
  request,
}) => {
  const admin = { authorization: `Bearer ${await apiToken(request, 'superadmin')}` };
  const stamp = Date.now().toString(36);
  const email = `leaving${stamp}@clinic.example`;
  const password = 'leaving-password';
  const created = await request.post('/api/users', {
    headers: admin,
    data: {
      user_type: 'hcp',
      username: `leaving${stamp}`,
      email,
      email_confirm: email,
      password,
      password_confirm: password,
      first_name: 'Lena',
      last_name: 'Leaving',
      role_id: 'role-user',
      language: 'en',
      premium: true,
      premium_until: '2099-12-31T23:59:59.000Z',
    },
  });
  expect(created.status()).toBe(201);
  const [here, there] = [await browser.newContext(), await browser.newContext()];
  const [page, other] = [await here.newPage(), await there.newPage()];
  await signInWith(page, email, password);
  await signInWith(other, email, password);
  await expect.poll(() => localDatabases(other), { timeout: 15_000 }).not.toEqual([]);

  await page.goto('/en/ds/profile');
  const form = page.getByRole('form', { name: 'Delete account' });
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);

  // The other device's next contact is refused: it signs out and deletes its copy.
  await other.reload();
  await expect(other).toHaveURL(/\/en\/login/);
  await expect.poll(() => localDatabases(other), { timeout: 15_000 }).toEqual([]);
  expect(await other.evaluate(() => localStorage.getItem('poct-atlas.session.token'))).toBeNull();
  await here.close();
  await there.close();
});
