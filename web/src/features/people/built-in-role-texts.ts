// The built-in roles' descriptions are stored once, in English (@poct/schemas roles.ts). While
// staff have not rewritten one, it is a fixed label the app translates; a description staff wrote
// is shown as they wrote it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BUILT_IN_ROLES, STAFF_ROLE_ID, SUPERADMIN_ROLE_ID, USER_ROLE_ID, type Role } from '@poct/schemas';

const DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = {
  [SUPERADMIN_ROLE_ID]: msg`All permissions, including users and roles.`,
  [STAFF_ROLE_ID]: msg`Manages products, master data, posts, campaigns, plans, quotations and demo bookings.`,
  [USER_ROLE_ID]: msg`Reads and updates the own profile.`,
};

export function roleDescription(role: Pick<Role, 'id' | 'description'>, i18n: I18n): string {
  const builtIn = BUILT_IN_ROLES.find((candidate) => candidate.id === role.id);
  const label = DESCRIPTIONS[role.id];
  return builtIn && label && role.description === builtIn.description ? i18n._(label) : role.description;
}
