// How recorded values and field names read in the History panel and the audit overview, in both
// languages.
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLocale } from '../../i18n/catalog.ts';
import { MASTER_DATA_SCREENS } from './masterdata-types.ts';
import { PRODUCT_FIELDS } from './product-fields.ts';
import { fieldLabel, formatValue, labelText } from './audit-entries.ts';

describe('audit entries on screen', () => {
  it.each([
    ['en', 1234.5, '1,234.5', true, 'Yes'],
    ['de', 1234.5, '1.234,5', true, 'Ja'],
  ] as const)('in %s, numbers and yes/no follow the language', async (locale, number, shown, flag, said) => {
    await activateLocale(locale);
    expect(formatValue(number, i18n)).toBe(shown);
    expect(formatValue(flag, i18n)).toBe(said);
  });

  it('shows a dash for nothing, joins lists, and cuts long texts', async () => {
    await activateLocale('en');
    expect(formatValue(undefined, i18n)).toBe('—');
    expect(formatValue('', i18n)).toBe('—');
    expect(formatValue(['a', 'b'], i18n)).toBe('a, b');
    const long = formatValue('x'.repeat(500), i18n);
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
    expect(formatValue({ min: 1 }, i18n)).toBe('{"min":1}');
  });

  it('names a changed field by its form label, nested paths included, else by its path', async () => {
    await activateLocale('de');
    const parameters = MASTER_DATA_SCREENS.find((screen) => screen.type === 'parameter')!;
    expect(fieldLabel('name.en', parameters.fields, i18n)).toBe('Name (Englisch)');
    expect(fieldLabel('name', PRODUCT_FIELDS, i18n)).toBe('Name');
    expect(fieldLabel('sub_products', PRODUCT_FIELDS, i18n)).toBe('Unterprodukte (Tests)');
    expect(fieldLabel('created_at', PRODUCT_FIELDS, i18n)).toBe('Erstellt am');
    expect(fieldLabel('legacy_code', PRODUCT_FIELDS, i18n)).toBe('legacy_code');
  });

  it.each([
    ['en', 'Created on', '3 Feb 2026, 09:15', '8 March 2024', 'Cholesterol test, HbA1c test'],
    ['de', 'Erstellt am', '03.02.2026, 09:15', '8. März 2024', 'Cholesterol test, HbA1c test'],
  ] as const)(
    'in %s, times, dates, parts and record fields read as names',
    async (locale, created, time, day, parts) => {
      await activateLocale(locale);
      expect(fieldLabel('created_at', PRODUCT_FIELDS, i18n)).toBe(created);
      expect(formatValue(new Date(2026, 1, 3, 9, 15).toISOString(), i18n)).toBe(time);
      expect(formatValue('2024-03-08', i18n)).toBe(day);
      expect(
        formatValue(
          [
            { id: 's1', name: 'Cholesterol test' },
            { id: 's2', name: 'HbA1c test' },
          ],
          i18n,
        ),
      ).toBe(parts);
    },
  );

  it('reads a document name as text or in the page language', () => {
    expect(labelText('Gerät', 'en')).toBe('Gerät');
    expect(labelText({ de: 'Blut', en: 'Blood' }, 'en')).toBe('Blood');
    expect(labelText({ de: 'Blut', en: 'Blood' }, 'de')).toBe('Blut');
    expect(labelText(undefined, 'de')).toBeUndefined();
  });
});
