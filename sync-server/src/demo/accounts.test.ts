import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from './index.ts';

const accounts = demoAccounts();
const byEmail = new Map(accounts.map((account) => [account.email, account]));

describe('demo accounts', () => {
  it('are the six accounts of the README with the shared password', () => {
    expect(accounts.map((account) => account.email)).toEqual([
      'superadmin@demo.poct-atlas.test',
      'staff@demo.poct-atlas.test',
      'verified@demo.poct-atlas.test',
      'premium@demo.poct-atlas.test',
      'free@demo.poct-atlas.test',
      'commercial@demo.poct-atlas.test',
    ]);
    expect(DEMO_PASSWORD).toBe('demo-password');
    expect(new Set(accounts.map((account) => account.id)).size).toBe(6);
    expect(new Set(accounts.map((account) => account.username)).size).toBe(6);
  });

  it('hold valid user fields and no password material', () => {
    for (const account of accounts) {
      expect(account.username).toMatch(/^[a-z0-9]+$/);
      expect(['DE', 'AT', 'CH']).toContain(account.country);
      expect(account.language).toBe('de');
      expect(account.first_name).not.toBe('');
      expect(account.last_name).not.toBe('');
      expect(Object.keys(account).some((key) => /password|hash/i.test(key))).toBe(false);
    }
  });

  it('give each account its tier', () => {
    expect(byEmail.get('superadmin@demo.poct-atlas.test')).toMatchObject({
      id: 'user-superadmin',
      role_id: 'role-superadmin',
      verification_status: 'verified',
      premium: true,
    });
    expect(byEmail.get('staff@demo.poct-atlas.test')).toMatchObject({ role_id: 'role-staff', premium: true });
    expect(byEmail.get('verified@demo.poct-atlas.test')).toMatchObject({
      role_id: 'role-user',
      verification_status: 'verified',
      premium: true,
      is_hcp: true,
    });
    expect(byEmail.get('premium@demo.poct-atlas.test')).toMatchObject({
      role_id: 'role-user',
      verification_status: 'not_verified',
      premium: true,
    });
    expect(byEmail.get('free@demo.poct-atlas.test')).toMatchObject({ role_id: 'role-user', premium: false });
    expect(byEmail.get('commercial@demo.poct-atlas.test')).toMatchObject({
      role_id: 'role-user',
      user_type: 'commercial',
      premium: false,
      is_hcp: false,
    });
  });

  it('keep premium until a fixed date far ahead', () => {
    for (const account of accounts.filter((candidate) => candidate.premium)) {
      expect(account.premium_until).toBe('2030-01-01T00:00:00.000Z');
    }
    for (const account of accounts.filter((candidate) => !candidate.premium)) {
      expect(account.premium_until).toBeUndefined();
    }
  });

  it('carry a valid LANR where a doctor ID is given', () => {
    const withLanr = accounts.filter((account) => account.doctor_id_type === 'lanr');
    expect(withLanr.length).toBeGreaterThan(0);
    for (const { doctor_id: lanr = '' } of withLanr) {
      expect(lanr).toMatch(/^\d{9}$/);
      const digits = [...lanr].map(Number);
      const sum = [4, 9, 4, 9, 4, 9].reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
      expect(digits[6]).toBe((10 - (sum % 10)) % 10);
    }
  });
});
