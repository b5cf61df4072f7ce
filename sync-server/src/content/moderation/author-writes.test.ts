import { describe, expect, it } from 'vitest';
import {
  COPY_REASON,
  comparableText,
  heldByStaff,
  stateAfterAuthorWrite,
  withHeldText,
  withdrawnState,
} from './author-writes.ts';
import type { ModeratedDoc } from './moderation-store.ts';
import { sourceOfKind } from './sources.ts';

const source = sourceOfKind('forum-comment')!;
const at = '2026-03-01T10:00:00.000Z';
const later = '2026-03-02T10:00:00.000Z';
const doc = (fields: Partial<ModeratedDoc>): ModeratedDoc => ({
  _id: 't-1:c-1',
  author_id: 'user-a',
  body: 'Der alte Text.',
  status: 'published',
  created_at: at,
  updated_at: at,
  ...fields,
});
const report = { by: 'user-b', at: later, reason: 'x' };
const withdrawn = (fields: Partial<ModeratedDoc>) => {
  const current = doc(fields);
  return { ...current, ...withdrawnState(current) };
};

describe('stateAfterAuthorWrite', () => {
  it.each([
    ['a new item', undefined, undefined, { status: 'published', in_queue: false }],
    [
      'a new item the write path holds',
      undefined,
      COPY_REASON,
      { status: 'waiting', in_queue: true, held_automatically: true, status_reason: COPY_REASON },
    ],
    ['an edit of a published item', doc({}), undefined, { status: 'published', in_queue: false }],
    [
      'an edit of a reported item',
      doc({ reports: [report], in_queue: true }),
      undefined,
      { status: 'published', in_queue: true },
    ],
    [
      'an edit of a rejected item',
      doc({ status: 'rejected', status_reason: 'Nein.', moderated_at: at }),
      undefined,
      { status: 'waiting', in_queue: true, status_reason: 'Nein.' },
    ],
    [
      'a rejected item written again after withdrawing it',
      withdrawn({ status: 'rejected', status_reason: 'Nein.', moderated_at: at }),
      undefined,
      { status: 'waiting', in_queue: true, status_reason: 'Nein.' },
    ],
    [
      'a reported item written again after withdrawing it',
      withdrawn({ reports: [report], in_queue: true }),
      undefined,
      { status: 'waiting', in_queue: true },
    ],
    [
      'an item reported before the last decision, written again after withdrawing it',
      withdrawn({ reports: [report], moderated_at: later.replace('02', '03') }),
      undefined,
      { status: 'published', in_queue: false },
    ],
    [
      'an item withdrawn before its state was recorded, with a staff reason',
      doc({ status: 'withdrawn', status_reason: 'Nein.' }),
      undefined,
      { status: 'waiting', in_queue: true, status_reason: 'Nein.' },
    ],
    [
      'an edit of an item held only by the write path, now clean',
      doc({ status: 'waiting', status_reason: COPY_REASON, in_queue: true, held_automatically: true }),
      undefined,
      { status: 'published', in_queue: false },
    ],
    [
      'an edit of an item sent back to staff, whatever the write path says',
      doc({ status: 'waiting', status_reason: 'Nein.', in_queue: true }),
      COPY_REASON,
      { status: 'waiting', in_queue: true, status_reason: 'Nein.' },
    ],
  ] as const)('%s', (_case, current, judged, expected) => {
    const { held_texts: _texts, ...state } = stateAfterAuthorWrite(source, current, judged);
    expect(state).toEqual(expected);
  });

  it('remembers the text it replaces when staff held it, and only then', () => {
    const rejected = doc({ status: 'rejected', status_reason: 'Nein.', moderated_at: at });
    const [hash] = withHeldText(doc({}), 'der ALTE text!');
    expect(stateAfterAuthorWrite(source, rejected, undefined).held_texts).toEqual([hash]);
    expect(stateAfterAuthorWrite(source, doc({}), undefined).held_texts).toBeUndefined();
    // Kept through later writes.
    expect(stateAfterAuthorWrite(source, doc({ held_texts: [hash!] }), undefined).held_texts).toEqual([hash]);
  });
});

describe('heldByStaff', () => {
  it('holds rejected, staff-waiting and reported items, also withdrawn, but not what the write path held', () => {
    expect(heldByStaff(doc({ status: 'rejected' }))).toBe(true);
    expect(heldByStaff(doc({ status: 'waiting' }))).toBe(true);
    expect(heldByStaff(doc({ reports: [report] }))).toBe(true);
    expect(heldByStaff(withdrawn({ status: 'rejected' }))).toBe(true);
    expect(heldByStaff(doc({ status: 'waiting', held_automatically: true }))).toBe(false);
    expect(heldByStaff(doc({ reports: [report], moderated_at: '2026-03-03T00:00:00.000Z' }))).toBe(false);
    expect(heldByStaff(withdrawn({}))).toBe(false);
  });
});

describe('comparableText', () => {
  it('ignores case, punctuation, Markdown marks and spacing', () => {
    expect(comparableText('  **Betrug**, kaufen   Sie es NICHT!! ')).toBe('betrug kaufen sie es nicht');
    expect(comparableText('—!?')).toBe('');
  });
});
