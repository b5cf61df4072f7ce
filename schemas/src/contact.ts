// The contact form: its fields, their limits and the rules both the page and the
// server check, with the validation messages of errors.ts. The page shows each problem beside its
// field; the server checks again, since the page's checks are a convenience. The form also
// carries two fields for spam checks that are not part of the message: `website` (a honeypot a
// person never sees, must stay empty) and `form_token` (the signed time trap from
// `GET /api/contact/form-token`); the server looks at them, not these rules.
import type { Locale } from './constants.ts';
import type { CONTACT_LIMITS } from './requests/request-schemas.ts';
import { checkRequest } from './requests/check-request.ts';
import type { ValidationError } from './validation-error.ts';

export { CONTACT_LIMITS } from './requests/request-schemas.ts';

export type ContactTextField = keyof typeof CONTACT_LIMITS;

/** What a visitor writes. `organisation` is optional; the privacy consent must be given. */
export interface ContactInput {
  name: string;
  email: string;
  organisation?: string;
  subject: string;
  message: string;
  privacy_consent: boolean;
}

/** The request body of `POST /api/contact`: the message plus the two spam checks. */
export interface ContactRequest extends ContactInput {
  /** The honeypot: hidden from people, screen readers and autofill; a bot fills it. */
  website: string;
  form_token: string;
}

/** A stored message (server-only `contact_messages`), as staff read it. */
export interface ContactMessage extends ContactInput {
  id: string;
  /** The page language the visitor wrote in; their confirmation mail uses it. */
  locale: Locale;
  created_at: string;
}

/**
 * Every rule of the contact form (request `contact`); an empty list means the message may be
 * sent. Fields other than the form's are refused (the server strips the spam-check fields first).
 */
export function contactErrors(input: unknown): ValidationError[] {
  const checked = checkRequest('contact', input);
  return checked.ok ? [] : checked.errors;
}

/** The message as stored and mailed: texts trimmed, an empty organisation left out. */
export function normaliseContact(input: ContactInput): ContactInput {
  const organisation = input.organisation?.trim() ?? '';
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    ...(organisation ? { organisation } : {}),
    subject: input.subject.trim(),
    message: input.message.trim(),
    privacy_consent: true,
  };
}
