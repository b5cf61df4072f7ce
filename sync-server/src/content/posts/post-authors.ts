// Posts name their author by the staff member's name (the spec's "author"), looked up when a post
// is read rather than copied into it, so a renamed account is shown by its new name. A deleted
// account gives no name: the page then names the editorial team instead.
import type { Accounts } from '../../identity/index.ts';

export async function withAuthorNames<T extends Record<string, unknown>>(
  accounts: Pick<Accounts, 'get'>,
  posts: readonly T[],
): Promise<Array<T & { author_name: string | null }>> {
  const ids = [...new Set(posts.map((post) => String(post.author_id)))];
  const names = new Map<string, string | null>();
  await Promise.all(
    ids.map(async (id) => {
      const account = await accounts.get(id);
      const name = account ? `${account.first_name} ${account.last_name}`.trim() : '';
      names.set(id, name || null);
    }),
  );
  return posts.map((post) => ({ ...post, author_name: names.get(String(post.author_id)) ?? null }));
}
