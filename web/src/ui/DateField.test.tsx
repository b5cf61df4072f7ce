import { renderToStaticMarkup } from 'react-dom/server';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale } from '../i18n/catalog.ts';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../lib/format.ts';
import { calendarDateOf, DateField } from './DateField.tsx';
import { LocaleProvider } from './LocaleProvider.tsx';
import { TimeField } from './TimeField.tsx';

/** The text of the field's segments as a reader sees it, in the page's language. */
async function shown(locale: 'de' | 'en', field: React.ReactElement): Promise<string> {
  await activateLocale(locale);
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <LocaleProvider locale={LANGUAGE_TAGS[locale]}>{field}</LocaleProvider>
    </I18nProvider>,
  );
  const segments = [...html.matchAll(/class="date-field__segment"[^>]*>([^<]*)</g)].map((match) => match[1]);
  return segments.join('').replace(/[\u2066-\u2069\u200e]/g, '');
}

const date = (value: string) => <DateField label="Day" value={value} onChange={() => {}} />;

describe('date and time fields in the page language', () => {
  it('show a stored day in the order and with the separators of the page', async () => {
    expect(await shown('de', date('2027-03-01'))).toBe('01.03.2027');
    expect(await shown('en', date('2027-03-01'))).toBe('01/03/2027');
  });

  it('read a timestamp by its day and leave an impossible or foreign date empty', async () => {
    expect(calendarDateOf('2099-06-30T00:00:00.000Z')?.toString()).toBe('2099-06-30');
    expect(calendarDateOf('2026-02-30')).toBeNull();
    expect(calendarDateOf('30.06.2099')).toBeNull();
    expect(await shown('de', date('2026-02-30'))).not.toMatch(/\d/);
  });

  it('name the calendar button in the page language', async () => {
    for (const [locale, name] of [
      ['de', 'Aus dem Kalender wählen'],
      ['en', 'Choose from the calendar'],
    ] as const) {
      await activateLocale(locale);
      const html = renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <LocaleProvider locale={LANGUAGE_TAGS[locale]}>{date('2027-03-01')}</LocaleProvider>
        </I18nProvider>,
      );
      expect(html).toContain(`aria-label="${name}"`);
    }
  });

  it('show a time of day in 24 hours on both pages', async () => {
    const time = <TimeField label="Start" value="14:05" onChange={() => {}} />;
    expect(await shown('de', time)).toBe('14:05');
    expect(await shown('en', time)).toBe('14:05');
  });
});
