import { describe, expect, it } from 'vitest';
import { LOCALES } from './constants.ts';
import { isMessageKey, message, MESSAGES, type MessageKey } from './errors.ts';

const keys = Object.keys(MESSAGES) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalogue', () => {
  it.each(keys)('%s has a text in every language with the same placeholders', (key) => {
    const texts = LOCALES.map((locale) => MESSAGES[key][locale]);
    for (const text of texts) expect(text.trim()).not.toBe('');
    expect(new Set(texts.map((text) => placeholders(text).join(','))).size).toBe(1);
  });

  it.each([
    'error.400',
    'error.401',
    'error.403',
    'error.404',
    'error.404.resource',
    'error.404.post',
    'error.404.role',
    'error.404.user',
    'error.409.session_expired',
    'error.409.last_admin',
    'error.413',
    'error.422.role_permission',
    'error.429',
    'error.500',
    'error.502',
    'error.503',
    'error.504',
    'error.invalid_token',
    'error.fatal',
    'error.email_not_found',
    'error.reset_link_expired',
    'error.verify_failed',
    'error.order.409',
    'error.order.422',
    'error.order.503',
    'error.order.other',
    'error.forum.403',
    'error.forum.404',
    'search.empty',
    'report.warning_missing_parameters',
    'verification.rejected',
    'not_found.page',
    'validation.required',
    'validation.emails_mismatch',
    'validation.passwords_mismatch',
    'validation.current_password',
    'validation.select',
    'validation.abstract_required',
    'validation.username',
    'validation.min_price',
    'validation.max_price',
    'validation.default_price',
    'validation.role_permission',
    'validation.min_length',
    'validation.max_length',
    'validation.email',
    'validation.url',
    'validation.number_min',
    'validation.number_max',
    'validation.doctor_id',
    'validation.terms',
    'validation.hcp_confirmation',
    'warning.no_official_website',
  ])('holds %s', (key) => {
    expect(isMessageKey(key)).toBe(true);
  });

  it('writes German with umlauts, not their transliterations', () => {
    const german = keys.map((key) => MESSAGES[key].de).join(' ');
    expect(german).toMatch(/[äöüß]/);
    expect(german).not.toMatch(/\b(fuer|ueber|moeglich|gross|zurueck|hoech|verfuegbar|geloescht)/i);
  });
});

describe('message', () => {
  it.each([
    ['error.401', 'en', undefined, 'Unauthorized. Please log in to continue.'],
    ['error.401', 'de', undefined, 'Nicht autorisiert. Bitte melden Sie sich an, um fortzufahren.'],
    ['error.404.resource', 'en', undefined, "We couldn't find the specified resource"],
    ['error.409.last_admin', 'en', undefined, 'You are the last super-admin left!'],
    ['error.422.role_permission', 'en', undefined, 'The role must have, at least, one permission.'],
    [
      'error.fatal',
      'en',
      undefined,
      'Something wrong happened. Try again later or contact the administrator.',
    ],
    ['validation.required', 'en', undefined, 'This field is required'],
    ['validation.required', 'de', undefined, 'Dieses Feld ist erforderlich'],
    ['validation.emails_mismatch', 'en', undefined, "The emails don't match"],
    ['validation.passwords_mismatch', 'en', undefined, "The passwords don't match"],
    ['validation.current_password', 'en', undefined, 'Incorrect current password'],
    ['validation.select', 'en', undefined, 'You must select an element'],
    ['validation.abstract_required', 'de', undefined, 'Zusammenfassung ist erforderlich'],
    ['not_found.page', 'en', { path: '/nowhere' }, 'Page Not Found: /nowhere'],
    ['not_found.page', 'de', { path: '/en/x' }, 'Seite nicht gefunden: /en/x'],
    ['validation.min_length', 'en', { min: 8 }, 'Please enter at least 8 characters'],
    ['validation.number_max', 'de', { max: 5 }, 'Der Wert darf höchstens 5 betragen'],
  ] as const)('%s in %s', (key, locale, params, text) => {
    expect(message(key, locale, params)).toBe(text);
  });

  it('leaves placeholders without a value as they are', () => {
    expect(message('not_found.page', 'en', { other: 'x' })).toBe('Page Not Found: {path}');
    expect(message('not_found.page', 'en')).toBe('Page Not Found: {path}');
  });

  it('answers an unknown key with the key itself', () => {
    expect(message('error.418', 'de')).toBe('error.418');
    expect(message('toString', 'de')).toBe('toString');
  });
});
