// The reader's own review on the product page: a premium user who is not verified gets the
// verification hint and no form (the server would refuse it after it was filled in); a verified
// premium user gets "Write a review"; a rejected one offers the objection until there is one. In German and English.
import { describe, expect, it } from 'vitest';
import { json, makeUser } from '../../test/fake-server.ts';
import { renderPart } from '../../test/render-part.tsx';
import { waitFor } from '../../test/render-app.tsx';
import { OwnReview } from './OwnReview.tsx';

const OWN = 'GET /api/reviews/own/prod-00001';
const buttons = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].map((b) => b.textContent);

describe('the own review of a premium reader', () => {
  it.each([
    [
      '/en/products/prod-00001',
      'Reviews are written by verified healthcare professionals.',
      'Write a review',
    ],
    [
      '/products/prod-00001',
      'Bewertungen schreiben verifizierte Fachkräfte im Gesundheitswesen.',
      'Bewertung schreiben',
    ],
  ])('not verified, on %s: the verification hint, no form', async (path, hint, write) => {
    const user = makeUser({ premium: true, verification_status: 'not_verified' });
    const element = (
      <OwnReview user={user} productId="prod-00001" productName="Elbmarsch" published={undefined} />
    );
    const part = await renderPart(path, user, element, { [OWN]: () => json(404, {}) });
    await waitFor(() =>
      expect(part.requests.some((r) => r.path === '/api/reviews/own/prod-00001')).toBe(true),
    );
    await waitFor(() => expect(part.container.textContent).toContain(hint));
    expect(buttons(part.container)).not.toContain(write);
    expect(part.container.querySelector('form, textarea')).toBeNull();
    await part.unmount();
  });

  it.each([
    ['/en/products/prod-00001', 'Write a review'],
    ['/products/prod-00001', 'Bewertung schreiben'],
  ])('verified, on %s: "Write a review" and no hint', async (path, write) => {
    const user = makeUser({ premium: true, verification_status: 'verified' });
    const element = (
      <OwnReview user={user} productId="prod-00001" productName="Elbmarsch" published={undefined} />
    );
    const part = await renderPart(path, user, element, { [OWN]: () => json(404, {}) });
    await waitFor(() => expect(buttons(part.container)).toContain(write));
    expect(part.container.textContent).not.toContain('verif');
    await part.unmount();
  });
});

describe('the own review staff rejected', () => {
  const rejected = {
    id: 'review-1',
    product_id: 'prod-00001',
    author_id: 'user-1',
    overall: 2,
    handling: 2,
    performance: 2,
    service: 2,
    status: 'rejected',
    status_reason: 'Links to a sales page',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
  };
  it.each([
    ['without an objection: the button to object', {}, 'Widerspruch einlegen', false],
    [
      'with an objection: that it is with staff, no button',
      { objection: { at: '2026-01-03T00:00:00.000Z', reason: 'No link' } },
      'Ihr Widerspruch liegt der Redaktion vor.',
      true,
    ],
  ])('%s (German)', async (_name, extra, text, objected) => {
    const user = makeUser({ premium: true, verification_status: 'verified' });
    const element = (
      <OwnReview user={user} productId="prod-00001" productName="Elbmarsch" published={undefined} />
    );
    const part = await renderPart('/products/prod-00001', user, element, {
      [OWN]: () => json(200, { ...rejected, ...extra }),
    });
    await waitFor(() => expect(part.container.textContent).toContain(text));
    expect(part.container.textContent).toContain('Links to a sales page');
    expect(buttons(part.container).includes('Widerspruch einlegen')).toBe(!objected);
    await part.unmount();
  });
});
