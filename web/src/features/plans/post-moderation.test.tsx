// Below a post's edit form its author reads a moderation decision that hid the post, with the
// reason, and may object; a post without such a decision shows nothing. German and English.
import { describe, expect, it } from 'vitest';
import { makeUser, json } from '../../test/fake-server.ts';
import { waitFor } from '../../test/render-app.tsx';
import { renderPart } from '../../test/render-part.tsx';
import PostModeration from './PostModeration.tsx';

const mine = {
  items: [
    {
      kind: 'post',
      id: 'post-hidden',
      status: 'rejected',
      status_reason: 'Irreführend.',
      text: 'x',
      updated_at: '2026-11-30T10:00:00.000Z',
    },
    {
      kind: 'post',
      id: 'post-shown',
      status: 'published',
      text: 'y',
      updated_at: '2026-11-30T10:00:00.000Z',
    },
  ],
};

/** The text drawn for post `id`, once a probe for the hidden post beside it has drawn its own. */
async function shown(path: string, id: string): Promise<string> {
  const part = await renderPart(
    path,
    makeUser(),
    <>
      <div data-testid="under-test">
        <PostModeration id={id} />
      </div>
      <div data-testid="probe">
        <PostModeration id="post-hidden" />
      </div>
    </>,
    { 'GET /api/moderation/mine': () => json(200, mine) },
  );
  const region = (name: string) => part.container.querySelector(`[data-testid="${name}"]`)?.textContent ?? '';
  await waitFor(() => expect(region('probe')).not.toBe(''));
  const text = region('under-test');
  await part.unmount();
  return text;
}

describe('PostModeration', () => {
  it('shows the hiding decision with its reason and the objection, in German and English', async () => {
    const de = await shown('/ds/posts/edit-post-hidden', 'post-hidden');
    expect(de).toContain('Von unseren Moderatoren ausgeblendet');
    expect(de).toContain('Irreführend.');
    expect(de).toContain('Widerspruch einlegen');
    const en = await shown('/en/ds/posts/edit-post-hidden', 'post-hidden');
    expect(en).toContain('Hidden by our moderators');
    expect(en).toContain('Object to this decision');
  });

  it('shows nothing for a post no decision hid', async () => {
    expect(await shown('/en/ds/posts/edit-post-shown', 'post-shown')).toBe('');
  });
});
