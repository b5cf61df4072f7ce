// The author of a review whose account was erased is shown as the privacy page names them:
// "former member" on English pages, „Ehemaliges Mitglied“ on German ones, never the name the
// server kept in the document; any other author as they chose to be shown.
import { describe, expect, it } from 'vitest';
import { FORMER_MEMBER_ID, FORMER_MEMBER_NAME, type Review } from '@poct/schemas';
import { makeUser } from '../test/fake-server.ts';
import { renderPart } from '../test/render-part.tsx';
import { waitFor } from '../test/render-app.tsx';
import { ReviewItem } from '../features/reviews/ReviewItem.tsx';

const at = '2026-03-01T10:00:00.000Z';
const review = (author_id: string, author_name: string) =>
  ({
    _id: `review-${author_id}`,
    id: `review-${author_id}`,
    created_at: at,
    updated_at: at,
    product_id: 'prod-00001',
    author_id,
    author_name,
    status: 'published',
    overall: 4,
    comment: 'Gut',
    declared_independent: true,
  }) as unknown as Review;

describe('the name of an erased author', () => {
  it.each([
    ['/en/products/prod-00001', 'former member'],
    ['/products/prod-00001', 'Ehemaliges Mitglied'],
  ])('on %s reads "%s"', async (path, shown) => {
    const part = await renderPart(
      path,
      makeUser(),
      <ul>
        <ReviewItem review={review(FORMER_MEMBER_ID, FORMER_MEMBER_NAME)} mayReport={false} />
        <ReviewItem review={review('user-anna', 'Anna Albers')} mayReport={false} />
      </ul>,
    );
    const authors = () =>
      [...part.container.querySelectorAll('.review__author')].map((node) => node.textContent);
    await waitFor(() => expect(authors()).toEqual([shown, 'Anna Albers']));
    if (path.startsWith('/en')) expect(part.container.textContent).not.toContain('Ehemalig');
    else expect(part.container.textContent).not.toContain(FORMER_MEMBER_NAME);
    await part.unmount();
  });
});
