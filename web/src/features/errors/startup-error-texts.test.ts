import { describe, expect, it } from 'vitest';
import { LOCALES, message } from '@poct/schemas';
import { startupErrorTexts } from './startup-error-texts.ts';

describe('startupErrorTexts', () => {
  it('describes the failure with the error catalogue’s error.fatal text in each language', () => {
    for (const locale of LOCALES)
      expect(startupErrorTexts(locale).description).toBe(message('error.fatal', locale));
  });
});
