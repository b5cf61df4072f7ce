// The staff user list names the kind of a doctor ID, never its stored key.
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLocale } from '../i18n/catalog.ts';
import { doctorIdText } from './doctor-id-types.ts';

describe('a doctor ID in a list', () => {
  it.each([
    ['en', 'Doctor ID: 123456789 (LANR (Germany))', 'Doctor ID: 7601000000000 (GLN)'],
    ['de', 'Arzt-ID: 123456789 (LANR (Deutschland))', 'Arzt-ID: 7601000000000 (GLN)'],
  ] as const)('in %s reads with its kind by name', async (locale, lanr, gln) => {
    await activateLocale(locale);
    expect(doctorIdText('123456789', 'lanr', i18n)).toBe(lanr);
    expect(doctorIdText('7601000000000', 'gln', i18n)).toBe(gln);
    expect(doctorIdText('123', undefined, i18n)).not.toContain('(');
  });
});
