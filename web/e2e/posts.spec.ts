// The blog in Chromium: staff write a post with a banner (replacing it asks first;
// attack payloads in its title, content and tags), are warned before leaving it unsaved (a workspace link, the browser's back
// button, closing the tab) and publish it; a guest reads it in German and English with its title
// and hreflang links, and no script of the payloads runs. A private post stays hidden from a
// premium user and from /sitemap.xml.
import { expect, test, type Page } from '@playwright/test';
import { message, postSlug } from '@poct/schemas';
import { signIn } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import {
  answeredConsent,
  currentImage,
  fill,
  pickFile,
  pngImage,
  submit,
} from './support/workspace-forms.ts';

const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script>';
/** Within the 40 characters of a tag. */
const TAG_XSS = '<img src=x onerror=alert(3)>';
const PRIVATE_POST = 'interne-redaktionsplanung-herbst';
const PRIVATE_TITLE = 'Interne Redaktionsplanung Herbst';
const PROFESSIONALS_POST = 'meldepflichtige-erreger-im-poct-alltag';
const PROFESSIONALS_TITLE = 'Meldepflichtige Erreger im POCT-Alltag';

test.beforeEach(async ({ context, baseURL }) => {
  await answeredConsent(context, baseURL!);
});

/** Fails the test on any alert, confirm or prompt (a payload that ran). */
function noScriptDialogs(page: Page): void {
  page.on('dialog', (dialog) => {
    if (dialog.type() !== 'beforeunload')
      throw new Error(`a script ran: ${dialog.type()} ${dialog.message()}`);
  });
}

test('staff write a post with a banner, are warned before leaving it, publish it; a guest reads it in both languages', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  noScriptDialogs(page);
  await signIn(page, 'staff');
  await page.goto('/en/ds/posts');
  await page.getByRole('link', { name: 'Create post' }).click();
  await expect(page).toHaveURL(/\/en\/ds\/posts\/create$/);

  const title = `E2E Beitrag ${XSS} ${Date.now()}`;
  await fill(page, '/title', 'text', title);
  await fill(page, '/brief', 'text', `Kurz ${XSS}`);
  await fill(page, '/content', 'markdown', `## Gerinnung\n\n**INR** am Krankenbett. ${XSS}`);
  await fill(page, '/tags', 'lines', `Gerinnung\n${TAG_XSS}`);
  await pickFile(page, '/banner_url', await pngImage('#0b5f73', 1200, 300));
  await expect(currentImage(page, '/banner_url')).toBeVisible({ timeout: 20_000 });
  const banner = await currentImage(page, '/banner_url').getAttribute('src');
  // Replacing the banner asks first; keeping it changes nothing.
  await pickFile(page, '/banner_url', await pngImage('#b3261e', 1600, 400));
  const replace = page.getByRole('dialog', { name: 'Replace the current image?' });
  await replace.getByRole('button', { name: 'Keep the current image' }).click();
  await expect(currentImage(page, '/banner_url')).toHaveAttribute('src', banner!);

  // Leaving by a workspace link asks; staying keeps what was written.
  const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Dashboard' }).click();
  await unsaved.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/en\/ds\/posts\/create$/);
  // So does the browser's back button.
  await page.goBack({ waitUntil: 'commit' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/en\/ds\/posts\/create$/);
  await expect(page.locator('[data-field="/title"] input')).toHaveValue(title);
  // And closing the tab: the browser's own prompt (dismissed, so the tab stays).
  const closing = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const prompt = await closing;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();

  await fill(page, '/visible', 'boolean', '');
  await submit(page);
  await expect(page).toHaveURL(/\/en\/ds\/posts$/);
  await expect(page.getByRole('status').filter({ hasText: `“${title}” was saved.` })).toBeVisible();
  // And edits it once more from the list.
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/en\/ds\/posts\/edit-/);
  await fill(page, '/brief', 'text', 'INR-Messung ohne Labor.');
  await submit(page);
  await expect(page).toHaveURL(/\/en\/ds\/posts$/);

  // A guest reads it.
  const guest = await browser.newContext({ baseURL });
  await answeredConsent(guest, baseURL!);
  const reader = await guest.newPage();
  noScriptDialogs(reader);
  const slug = postSlug(title);
  await reader.goto(`/posts/${slug}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(reader).toHaveTitle(`${title} | POCT Atlas`);
  await expect(reader.locator('article')).toContainText('von Stefan Brandt');
  await expect(reader.locator('.post__content strong')).toHaveText('INR');
  await expect(reader.locator('article .lead')).toHaveText('INR-Messung ohne Labor.');
  await expect(reader.locator('.post__banner')).toHaveAttribute('src', banner!);
  const alternates = await reader
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
    );
  expect(alternates).toEqual(
    expect.arrayContaining([`de ${baseURL}/posts/${slug}`, `en ${baseURL}/en/posts/${slug}`]),
  );

  await reader.goto(`/en/posts/${slug}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(reader.locator('article')).toContainText('by Stefan Brandt');
  await expect(reader.locator('article')).toHaveAttribute('lang', 'de');
  // The payloads are text: no element of theirs, no handler.
  expect(await reader.locator('article script, article img[src="x"], [onerror]').count()).toBe(0);
  expect(await seriousViolations(reader)).toEqual([]);
  // The newest post leads the home page's latest posts.
  await reader.goto('/en');
  await expect(reader.locator('.post-card h3').first()).toHaveText(title);
  await reader.goto('/en/posts?tag=Gerinnung');
  await expect(reader.getByRole('link', { name: title })).toBeVisible();
  expect(await seriousViolations(reader)).toEqual([]);
  await expect(reader.getByRole('link', { name: TAG_XSS, exact: true }).first()).toBeVisible();
  expect(await reader.locator('img[src="x"], [onerror]').count()).toBe(0);
  await guest.close();
});

test('a private post is invisible to a premium user and absent from the sitemap', async ({
  page,
  request,
}) => {
  await signIn(page, 'premium');
  await page.goto('/en/posts');
  await expect(page.locator('.post-card').first()).toBeVisible();
  await expect(page.getByText(PRIVATE_TITLE)).toHaveCount(0);
  await page.goto(`/en/posts/${PRIVATE_POST}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('error.404.post', 'en'));
  await expect(page.getByText(PRIVATE_TITLE)).toHaveCount(0);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/posts/crp-schnelltests-in-der-hausarztpraxis<');
  expect(sitemap).not.toContain(PRIVATE_POST);
});

test('a post for professionals says so in both languages to a signed-in user, and a guest does not get it', async ({
  page,
}) => {
  await page.goto(`/posts/${PROFESSIONALS_POST}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('error.404.post', 'de'));
  await expect(page.getByText('Informationen für Fachkreise')).toHaveCount(0);

  await signIn(page, 'free');
  await page.goto(`/en/posts/${PROFESSIONALS_POST}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROFESSIONALS_TITLE);
  await expect(page.getByText('Information for healthcare professionals')).toBeVisible();
  await page.goto(`/posts/${PROFESSIONALS_POST}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROFESSIONALS_TITLE);
  await expect(page.getByText('Informationen für Fachkreise')).toBeVisible();
});
