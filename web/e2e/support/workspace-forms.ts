// Page model of the generic workspace forms (web/src/workspace/forms): every field sits in a
// container naming its JSON path, kind and whether it is required, so tests walk any form from
// what the field descriptions rendered instead of repeating each form's fields.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { message, type Locale, type MessageKey } from '@poct/schemas';
import sharp from 'sharp';

export interface RenderedField {
  path: string;
  kind: string;
  required: boolean;
  /** The field's own text for "empty", when it has one (a role without permissions). */
  requiredKey?: MessageKey;
}

/** A visitor who already answered the cookie dialog, so it does not cover the page. */
export async function answeredConsent(context: BrowserContext, baseURL: string): Promise<void> {
  const choice = {
    categories: { necessary: true, statistics: false, marketing: false, preferences: false },
    date: '2026-01-01T00:00:00.000Z',
  };
  await context.addCookies([
    { name: 'cookie_consent', value: encodeURIComponent(JSON.stringify(choice)), url: baseURL },
    { name: 'gaCookie', value: 'false', url: baseURL },
  ]);
}

export function field(page: Page, path: string): Locator {
  return page.locator(`[data-field="${path}"]`);
}

export async function renderedFields(page: Page): Promise<RenderedField[]> {
  await expect(page.locator('[data-field]').first()).toBeVisible({ timeout: 30_000 });
  return page.locator('[data-field]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      path: node.getAttribute('data-field')!,
      kind: node.getAttribute('data-kind')!,
      required: node.getAttribute('data-required') === 'true',
      ...(node.hasAttribute('data-required-key')
        ? { requiredKey: node.getAttribute('data-required-key') as MessageKey }
        : {}),
    })),
  );
}

/** The catalogue's text for an empty required field of this kind. */
export function requiredKey(rendered: RenderedField): MessageKey {
  if (rendered.requiredKey) return rendered.requiredKey;
  if (rendered.path === '/abstract/de') return 'validation.abstract_required';
  return rendered.kind === 'select' || rendered.kind === 'multi'
    ? 'validation.select'
    : 'validation.required';
}

export function errorOf(page: Page, path: string): Locator {
  return field(page, path).locator('.field__error');
}

export async function submit(page: Page): Promise<void> {
  await page.locator('.wf-form button[type="submit"]').click();
}

/** Submits the form as it is and checks every required empty field shows its text in `locale`. */
export async function expectRequiredMessages(page: Page, locale: Locale): Promise<RenderedField[]> {
  const fields = (await renderedFields(page)).filter((f) => f.required);
  expect(fields.length).toBeGreaterThan(0);
  await submit(page);
  for (const rendered of fields)
    await expect(errorOf(page, rendered.path), `${rendered.path} in ${locale}`).toHaveText(
      message(requiredKey(rendered), locale),
    );
  return fields;
}

/** A PNG made in memory for image fields; `colour` tells two images apart. */
export function pngImage(colour = '#0b5f73', width = 1200, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Picks a file in an image field (the FileTrigger's input), as a person choosing one would. */
export async function pickFile(page: Page, path: string, buffer: Buffer, name = 'banner.png'): Promise<void> {
  await field(page, path)
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'image/png', buffer });
}

/** The image an image field currently holds. */
export function currentImage(page: Page, path: string): Locator {
  return field(page, path).locator('.image-upload__current img');
}

/**
 * Types the calendar date `YYYY-MM-DD` into a date field (ui/DateField.tsx) inside `container`:
 * each segment gets its part, in the order the page's language puts them (day first in German
 * and British English), as a person typing digits would. Returns what the field then shows.
 */
export function typeDate(container: Locator, iso: string): Promise<string> {
  const [year, month, day] = iso.split('-') as [string, string, string];
  return typeSegments(container, { year, month, day });
}

/** Types the time `HH:MM` into a time field (ui/TimeField.tsx); returns what it then shows. */
export function typeTime(container: Locator, time: string): Promise<string> {
  const [hour, minute] = time.split(':') as [string, string];
  return typeSegments(container, { hour, minute });
}

async function typeSegments(container: Locator, parts: Record<string, string>): Promise<string> {
  const segments = container.locator('[role="spinbutton"][data-type]');
  await expect(segments).toHaveCount(Object.keys(parts).length);
  for (const segment of await segments.all()) {
    const type = (await segment.getAttribute('data-type'))!;
    // A focused segment starts a fresh entry, so typing replaces what it held.
    await segment.click();
    await segment.pressSequentially(parts[type]!);
  }
  await segments.last().blur();
  // The segments' parent is the whole input, separators included.
  const shown = await segments.first().locator('..').innerText();
  return shown.replace(/[\u2066-\u2069\u200e\s]/g, '');
}

export async function fill(page: Page, path: string, kind: string, value: string): Promise<void> {
  const container = field(page, path);
  switch (kind) {
    case 'date':
      await typeDate(container, value);
      return;
    case 'image':
      // Uploads a generated image; the field holds it once the server has stored it.
      await pickFile(page, path, await pngImage(value === '' ? undefined : value));
      await expect(currentImage(page, path)).toBeVisible({ timeout: 20_000 });
      return;
    case 'select': {
      const options = page.getByRole('listbox').getByRole('option');
      const wanted = value === '' ? options.first() : options.filter({ hasText: value }).first();
      // The choices come from the device's master data, which may still be loading right after
      // the page opened: a select without choices does not open, so open it until the choice shows.
      await expect(async () => {
        if (!(await page.getByRole('listbox').isVisible()))
          await container.getByRole('button').first().click();
        await expect(wanted).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await wanted.click();
      return;
    }
    case 'multi':
      await container.locator('.checkbox').first().click();
      return;
    case 'boolean':
      await container.locator('.switch').click();
      return;
    default: {
      const input = container.locator('input:not([tabindex="-1"]), textarea').first();
      await input.fill(value);
      // Number fields take their value on blur.
      await input.blur();
    }
  }
}

/** Fills every required field with something valid; text fields get `name` (plus the path). */
export async function fillRequired(page: Page, name: string): Promise<void> {
  for (const rendered of (await renderedFields(page)).filter((f) => f.required)) {
    const value =
      rendered.kind === 'number'
        ? '12'
        : rendered.kind === 'date'
          ? '2025-07-01'
          : rendered.kind === 'url'
            ? 'https://example.test/'
            : ['/name/de', '/name/en', '/name', '/title'].includes(rendered.path)
              ? name
              : rendered.kind === 'select' || rendered.kind === 'image'
                ? ''
                : `${name} ${rendered.path}`;
    await fill(page, rendered.path, rendered.kind, value);
  }
}
