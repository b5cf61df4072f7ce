// The texts a field shows when the browser's own validation fails, in our words and language
// (the browser would answer in its own language): the catalogue's validation texts, in the page's language.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { ValidationResult } from 'react-aria-components';

const REQUIRED = msg`This field is required`;
const EMAIL = msg`Please enter a valid email address`;
const URL = msg`Please enter a valid URL`;

export function nativeErrorText(i18n: I18n, validation: ValidationResult, type?: string): string {
  const details = validation.validationDetails;
  if (details.valueMissing) return i18n._(REQUIRED);
  if (details.typeMismatch && type === 'email') return i18n._(EMAIL);
  if (details.typeMismatch && type === 'url') return i18n._(URL);
  return validation.validationErrors.join(' ');
}
