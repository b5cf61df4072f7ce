import { describe, expect, it } from 'vitest';
import { publishedView } from './published-view.ts';

const review = {
  _id: 'review-abc',
  _rev: '3-x',
  product_id: 'prod-00001',
  author_id: 'user-verified',
  author_name: 'Verena Krüger',
  overall: 4,
  status: 'published',
  status_reason: 'for the author only',
  reports: [{ by: 'user-premium', at: '2026-01-01T00:00:00.000Z', reason: 'x' }],
  in_queue: true,
  moderated_at: '2026-01-01T00:00:00.000Z',
  moderated_by: 'user-staff',
  updated_by: 'user-verified',
  held_automatically: false,
  before_withdrawal: { status: 'rejected' },
  held_texts: ['hash'],
};

describe('publishedView', () => {
  it('keeps the reader fields of a published document and drops the moderation record and metadata', () => {
    expect(publishedView(review)).toEqual({
      _id: 'review-abc',
      product_id: 'prod-00001',
      author_id: 'user-verified',
      author_name: 'Verena Krüger',
      overall: 4,
      status: 'published',
    });
  });

  it.each(['waiting', 'rejected', 'withdrawn', undefined])('keeps a %s document out', (status) => {
    expect(publishedView({ ...review, status })).toBeNull();
  });

  it('keeps deleted documents and reserved ids out', () => {
    expect(publishedView({ ...review, _deleted: true })).toBeNull();
    expect(publishedView({ ...review, _id: '_design/moderation-queue' })).toBeNull();
  });
});
