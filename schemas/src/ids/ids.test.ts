import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkId, ID_COLLECTIONS, isDocumentId, isIdOf } from './ids.ts';

/** Ids that are never an id of any collection: store paths, dot segments, empty, odd characters. */
const MALFORMED_IDS = [
  '',
  '.',
  '..',
  '_all_docs',
  '_design/x',
  '_design',
  '_security',
  '_local/x',
  '_changes',
  '%2e',
  '%2E%2e',
  'a/b',
  'a/../b',
  'a b',
  'tab\there',
  'nul\u0000',
  'line\nbreak',
  'x'.repeat(101),
  'x'.repeat(1000),
  'pr\u00f6dukt',
  'rtl\u202eoverride',
  'zero\u200bwidth',
  '\ufeffbom',
  '-leading-dash',
  '.hidden',
];

describe('the one rule for ids', () => {
  it('accepts the ids the app makes, each in its own collection', () => {
    const made: Array<[Parameters<typeof checkId>[0], string]> = [
      ['product', 'prod-00001'],
      ['product', 'product-1c9a8e0e-4d6b-4b7a-9a51-0b5f7d0b1d2e'],
      ['masterdata', 'param-bnp'],
      ['link', 'link-00001-01'],
      ['plan', 'plan-premium-yearly'],
      ['advertisement', 'ad-1c9a8e0e-4d6b-4b7a-9a51-0b5f7d0b1d2e'],
      ['post', 'neue-geraete-fuer-die-praxis-2'],
      ['forum_topic', 'subtopic-inr'],
      ['role', 'role-superadmin'],
      ['user', 'user-superadmin'],
      ['review', `review-${'A'.repeat(20)}_-${'z'.repeat(21)}`],
      ['forum_thread', 't-1c9a8e0e-4d6b-4b7a-9a51-0b5f7d0b1d2e'],
      ['forum_comment', 't-1c9a8e0e-4d6b-4b7a-9a51-0b5f7d0b1d2e:c-1c9a8e0e-4d6b-4b7a-9a51-0b5f7d0b1d2e'],
      ['quotation', '1c9a8e0e-4d6b-4b7a-9a51-0b5f7d0b1d2e'],
      ['demo_slot', 'slot-20250701T0930Z'],
      ['checkout_session', 'cs_test_a1B2c3D4'],
      ['import_batch', 'batch-1c9a8e0e-4d6b-4b7a-9a51-0b5f7d0b1d2e'],
    ];
    for (const [collection, id] of made) expect(checkId(collection, id), `${collection} ${id}`).toBe('valid');
  });

  it('refuses store paths, dot segments, empty, control characters, over-long and non-ASCII ids everywhere', () => {
    for (const collection of ID_COLLECTIONS)
      for (const id of MALFORMED_IDS)
        expect(checkId(collection, id), `${collection} ${JSON.stringify(id)}`).toBe('malformed');
  });

  it('refuses what is no string', () => {
    for (const value of [undefined, null, 1, {}, ['prod-00001'], true])
      expect(checkId('product', value)).toBe('malformed');
  });

  it('calls a document id of another shape foreign: it names nothing in the collection', () => {
    expect(checkId('review', 'nope')).toBe('foreign');
    expect(checkId('user', 'username:alice')).toBe('foreign');
    expect(checkId('forum_comment', 't-12345678')).toBe('foreign');
    expect(checkId('quotation', 'short')).toBe('foreign');
    expect(checkId('demo_slot', 'slot-tomorrow')).toBe('foreign');
    expect(checkId('checkout_session', 'order-cs_test_1')).toBe('foreign');
  });

  const ID_CHARACTERS = fc.oneof(
    fc.constantFrom('a', 'Z', '7', '-', '_', '.', ':', '/', '\\', '%', ' ', '\u0000', '\u001f', '\u007f'),
    fc.constantFrom('é', '\u200b', '\ud83d\ude00', '\ufffd'),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
  );
  it('never calls an id valid that begins with an underscore or a dot, or holds a slash or a control character', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ID_COLLECTIONS),
        // Characters an id may and may not hold, drawn by hand: a binary unit takes seconds to draw.
        fc.string({ unit: ID_CHARACTERS, maxLength: 120 }),
        (collection, id) => {
          if (!isIdOf(collection, id)) return;
          expect(id).toMatch(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/);
          expect(id.length).toBeLessThanOrEqual(100);
          expect(isDocumentId(id)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
