// Registration to premium in Chromium, with the app's mail going to a real SMTP server: a
// healthcare professional registers with a private email and a valid LANR, follows the link from
// the mail, sees the waiting state and the welcome page; staff approve in the workspace queue;
// the approval mail arrives; the user signs in, the profile shows premium and the gateway lets
// the user's token pull the catalogue. The same with a rejection: the rejection mail, no
// premium, the catalogue refused.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  ACCOUNTS_URL,
  startAppServer,
  startInbox,
  type AppServer,
  type Inbox,
} from './support/accounts-mail.ts';

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

const PASSWORD = 'a good long password';

async function register(page: Page, username: string, locale: 'en' | 'de'): Promise<string> {
  const email = `${username}@gmail.com`;
  const en = locale === 'en';
  await page.goto(en ? '/en/register' : '/register');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(en ? 'Username' : 'Benutzername').fill(username);
  await field(en ? 'Email' : 'E-Mail').fill(email);
  await field(en ? 'Repeat email' : 'E-Mail wiederholen').fill(email);
  await field(en ? 'Password' : 'Passwort').fill(PASSWORD);
  await field(en ? 'Repeat password' : 'Passwort wiederholen').fill(PASSWORD);
  await field(en ? 'First name' : 'Vorname').fill('Hanna');
  await field(en ? 'Last name' : 'Nachname').fill(username);
  await field(en ? 'Institution or workplace' : 'Einrichtung oder Arbeitsstätte').fill('Praxis Nord');
  await field(en ? 'Doctor ID' : 'Arzt-ID').fill('123456601');
  // By keyboard, as the checkboxes' labels hold links.
  for (const name of en
    ? [/I accept the terms/, /I confirm that I am/]
    : [/Ich akzeptiere/, /Ich bestätige/]) {
    await page.getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  }
  await page.getByRole('button', { name: en ? 'Register' : 'Registrieren' }).click();
  await expect(page).toHaveURL(en ? /\/en\/register-success$/ : /\/register-success$/);
  await expect(page.getByText(email)).toBeVisible();
  return email;
}

async function confirmFromMail(page: Page, email: string, subject: RegExp): Promise<void> {
  const mail = await inbox.waitFor(email, subject);
  expect(mail.link).toContain('/verify-email?token=');
  await page.goto(mail.link!);
  await expect(page.getByTestId('email-confirmed')).toBeVisible();
  await expect(page.getByTestId('verification-waiting')).toBeVisible();
}

async function decide(browser: Browser, name: string, decision: 'Approve' | 'Reject'): Promise<void> {
  const staff = await browser.newPage({ baseURL: ACCOUNTS_URL });
  await staff.goto('/en/login');
  await staff.getByLabel('Email').fill('staff@demo.poct-atlas.test');
  await staff.getByLabel('Password').fill('demo-password');
  await staff.getByRole('button', { name: 'Log in' }).click();
  await expect(staff).toHaveURL(/\/en\/ds$/);
  await staff.goto('/en/ds/users');
  await staff.getByRole('button', { name: `${decision} Hanna ${name}` }).click();
  await expect(staff.getByRole('button', { name: `${decision} Hanna ${name}` })).toHaveCount(0);
  await staff.close();
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/ds$/);
}

async function catalogueStatus(page: Page, email: string): Promise<number> {
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const pull = await page.request.get('/db/catalogue/_changes?since=0&limit=1', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return pull.status();
}

test('a healthcare professional registers, confirms by mail, is approved by staff and gets premium', async ({
  page,
  browser,
}) => {
  const name = `approve${Date.now().toString(36)}`;
  const email = await register(page, name, 'en');
  await confirmFromMail(page, email, /Please confirm your email address/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to POCT Atlas' })).toBeVisible();
  expect(await catalogueStatus(page, email)).toBe(403);

  await decide(browser, name, 'Approve');
  const approval = await inbox.waitFor(email, /Your verification was approved/);
  expect(approval.text).toMatch(/premium access until \d{1,2} \w+ \d{4}/);

  await signIn(page, email);
  await page.goto('/en/ds/profile');
  await expect(page.getByTestId('premium-status')).toHaveAttribute('data-premium', 'yes');
  await expect(page.getByTestId('premium-status')).toContainText(/Premium access until \d{1,2} \w+ \d{4}\./);
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'verified');
  expect(await catalogueStatus(page, email)).toBe(200);
});

test('a healthcare professional registering in German is rejected: rejection mail, no premium, no catalogue', async ({
  page,
  browser,
}) => {
  const name = `reject${Date.now().toString(36)}`;
  const email = await register(page, name, 'de');
  await confirmFromMail(page, email, /Bitte bestätigen Sie Ihre E-Mail-Adresse/);

  await decide(browser, name, 'Reject');
  const rejection = await inbox.waitFor(email, /^Ihre Verifizierung$/);
  expect(rejection.text).toContain('Leider konnten wir Ihre Angaben nicht verifizieren.');

  await signIn(page, email);
  await page.goto('/en/ds/profile');
  await expect(page.getByTestId('premium-status')).toHaveAttribute('data-premium', 'no');
  await expect(page.getByTestId('verification-status')).toContainText(
    'Unfortunately, we could not verify your data.',
  );
  await expect(page.getByRole('heading', { name: 'Request verification' })).toBeVisible();
  expect(await catalogueStatus(page, email)).toBe(403);
});
