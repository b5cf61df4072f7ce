// The page's copy of the error catalogue answers as the shared one (schemas/src/errors.ts) does,
// from the one-language chunks the build makes of it.
import { describe, expect, it } from 'vitest';
import * as shared from '@poct/schemas';
import { isMessageKey, keyForStatus, loadErrorTexts, message } from './error-catalogue.ts';

describe('the page error catalogue', () => {
  it('answers with the shared texts of the loaded language, placeholders filled', async () => {
    await loadErrorTexts('en');
    expect(message('error.404.post', 'en')).toBe(shared.message('error.404.post', 'en'));
    // German is not loaded yet: the loaded language stands in until it is.
    expect(message('error.404.post', 'de')).toBe(shared.message('error.404.post', 'en'));
    await loadErrorTexts('de');
    for (const key of Object.keys(shared.MESSAGES))
      for (const locale of shared.LOCALES)
        expect(message(key, locale, { max: 3, n: 2 })).toBe(shared.message(key, locale, { max: 3, n: 2 }));
  });

  it('knows the same keys and status keys', async () => {
    await loadErrorTexts('de');
    expect(isMessageKey('error.409.post_removed')).toBe(true);
    expect(isMessageKey('error.nothing_like_this')).toBe(false);
    expect(message('error.nothing_like_this', 'de')).toBe('error.nothing_like_this');
    for (const status of [400, 404, 418, 500, 507])
      expect(keyForStatus(status)).toBe(shared.keyForStatus(status));
  });
});
