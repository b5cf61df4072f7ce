import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactErrors, normaliseContact } from './contact.ts';

const valid = {
  name: ' Petra Müller ',
  email: 'petra@example.test',
  subject: 'Frage',
  message: 'Hallo',
  privacy_consent: true,
};
const keys = (input: unknown) => contactErrors(input).map(({ path, key }) => `${path} ${key}`);

describe('contact form rules', () => {
  it('accepts a complete message, with or without an organisation', () => {
    expect(contactErrors(valid)).toEqual([]);
    expect(contactErrors({ ...valid, organisation: 'Klinikum' })).toEqual([]);
  });

  it('asks for every required field and the privacy consent', () => {
    expect(keys({ name: '  ', privacy_consent: false })).toEqual([
      '/name validation.required',
      '/email validation.required',
      '/subject validation.required',
      '/message validation.required',
      '/privacy_consent validation.privacy_consent',
    ]);
  });

  it('checks the email format and the length limits', () => {
    expect(keys({ ...valid, email: 'not-an-address' })).toEqual(['/email validation.email']);
    const long = contactErrors({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) });
    expect(long).toMatchObject([{ path: '/message', key: 'validation.max_length', params: { max: 5000 } }]);
  });

  it('refuses wrong types, unknown fields and a body that is not an object', () => {
    expect(keys({ ...valid, name: 42, extra: 1 })).toEqual(['/name error.400', '/extra error.400']);
    expect(keys([])).toEqual([' error.400']);
  });

  it('trims what is stored and drops an empty organisation', () => {
    expect(normaliseContact({ ...valid, organisation: '  ' })).toEqual({ ...valid, name: 'Petra Müller' });
  });
});
