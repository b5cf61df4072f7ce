// The six demo accounts (README, "Demo accounts"), one per tier, so every screen can be tried.
// No password hashes here: the server hashes DEMO_PASSWORD when it creates the accounts.
import type { User } from '@poct/schemas';
import { STAFF_ROLE_ID, SUPERADMIN_ROLE_ID, USER_ROLE_ID } from '@poct/schemas';

export const DEMO_PASSWORD = 'demo-password';

/** Far enough ahead that the demo premium accounts do not expire during development. */
const PREMIUM_UNTIL = '2030-01-01T00:00:00.000Z';
const CREATED_AT = '2025-01-02T08:00:00.000Z';

type AccountSeed = Pick<User, 'first_name' | 'last_name' | 'role_id'> & Partial<User>;

function account(key: string, seed: AccountSeed): User {
  return {
    id: `user-${key}`,
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    email: `${key}@demo.poct-atlas.test`,
    username: `demo${key}`,
    country: 'DE',
    city: 'Berlin',
    opt_share_institution: false,
    opt_show_real_name: false,
    opt_newsletter: false,
    is_hcp: true,
    user_type: 'hcp',
    language: 'de',
    premium: false,
    verification_status: 'not_verified',
    email_verified_at: CREATED_AT,
    terms_accepted_at: CREATED_AT,
    ...seed,
  };
}

/** Users in the shape of the shared user schema (`@poct/schemas`), without password hashes. */
export function demoAccounts(): User[] {
  return [
    account('superadmin', {
      first_name: 'Sabine',
      last_name: 'Adler',
      role_id: SUPERADMIN_ROLE_ID,
      premium: true,
      premium_until: PREMIUM_UNTIL,
      verification_status: 'verified',
      is_hcp: false,
      company: 'POCT Atlas (Demo)',
      position: 'Administration',
    }),
    account('staff', {
      first_name: 'Stefan',
      last_name: 'Brandt',
      role_id: STAFF_ROLE_ID,
      premium: true,
      premium_until: PREMIUM_UNTIL,
      verification_status: 'verified',
      is_hcp: false,
      city: 'München',
      company: 'POCT Atlas (Demo)',
      position: 'Redaktion Produktdaten',
    }),
    account('verified', {
      first_name: 'Verena',
      last_name: 'Krüger',
      role_id: USER_ROLE_ID,
      premium: true,
      premium_until: PREMIUM_UNTIL,
      verification_status: 'verified',
      // A plan with chat access (sync-server/src/identity/plans/default-plans.ts), so the demo shows
      // NoodleChat; premium@ has no plan and so no chat access.
      plan_id: 'plan-premium-yearly',
      city: 'Hamburg',
      institution: 'Demo-Klinikum Hamburg-Nord, Zentrale Notaufnahme',
      position: 'Oberärztin',
      // A valid LANR: 123456, check digit 6 (KBV weights 4, 9, 4, 9, 4, 9), specialty group 01.
      doctor_id: '123456601',
      doctor_id_type: 'lanr',
      verification_requested_at: CREATED_AT,
      opt_share_institution: true,
      opt_show_real_name: true,
    }),
    account('premium', {
      first_name: 'Paul',
      last_name: 'Gruber',
      role_id: USER_ROLE_ID,
      premium: true,
      premium_until: PREMIUM_UNTIL,
      verification_status: 'not_verified',
      country: 'AT',
      city: 'Wien',
      institution: 'Demo-Gruppenpraxis Wien-Mitte',
      position: 'Allgemeinmediziner',
    }),
    account('free', {
      first_name: 'Franziska',
      last_name: 'Müller',
      role_id: USER_ROLE_ID,
      country: 'CH',
      city: 'Zürich',
      institution: 'Demo-Praxis am See',
      position: 'Medizinische Praxisassistentin',
    }),
    account('commercial', {
      first_name: 'Christoph',
      last_name: 'Weiß',
      role_id: USER_ROLE_ID,
      user_type: 'commercial',
      is_hcp: false,
      city: 'Köln',
      company: 'Demo Vertriebsgesellschaft mbH',
      position: 'Key Account Manager',
    }),
  ];
}
