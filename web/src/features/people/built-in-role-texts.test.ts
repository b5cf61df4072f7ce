import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, STAFF_ROLE_ID } from '@poct/schemas';
import { activateLocale } from '../../i18n/catalog.ts';
import { roleDescription } from './built-in-role-texts.ts';

const staff = BUILT_IN_ROLES.find((role) => role.id === STAFF_ROLE_ID)!;

describe('built-in role descriptions', () => {
  it('are translated on German pages while staff have not rewritten them', async () => {
    await activateLocale('de');
    expect(roleDescription(staff, i18n)).toBe(
      'Verwaltet Produkte, Stammdaten, Beiträge, Kampagnen, Tarife, Angebotsanfragen und Demo-Termine.',
    );
    await activateLocale('en');
    expect(roleDescription(staff, i18n)).toBe(staff.description);
  });

  it('show a description staff wrote as it is, in every language', async () => {
    await activateLocale('de');
    expect(roleDescription({ ...staff, description: 'Pflegt den Katalog.' }, i18n)).toBe(
      'Pflegt den Katalog.',
    );
    expect(roleDescription({ id: 'role-custom', description: 'Own words' }, i18n)).toBe('Own words');
  });
});
