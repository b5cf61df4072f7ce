// A refused delete in the records screens: the server's own reason for a 409 (a forum topic that
// still has sub-topics), by the wire error's key; other failures by their key.
import { describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { ApiError, NetworkError } from '../../lib/api-errors.ts';
import { deleteFailureText } from './save-record.ts';

const inGerman = (key: Parameters<typeof message>[0]) => message(key, 'de');

describe('deleteFailureText', () => {
  it("shows the server's reason for a refused delete", () => {
    const reason = message('error.forum.topic_has_sub_topics', 'de');
    expect(
      deleteFailureText(new ApiError(409, reason, { key: 'error.forum.topic_has_sub_topics' }), inGerman),
    ).toBe(reason);
  });

  it('names other failures by their catalogue key', () => {
    expect(deleteFailureText(new ApiError(403, 'x'), inGerman)).toBe(message('error.403', 'de'));
    expect(deleteFailureText(new ApiError(404, 'x'), inGerman)).toBe(message('error.404.resource', 'de'));
    expect(deleteFailureText(new NetworkError(), inGerman)).toBe(message('error.503', 'de'));
  });
});
