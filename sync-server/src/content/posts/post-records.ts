// What the workspace's record router (records/records-router.ts) needs to know about posts beyond
// their schema: a new post's address is made from its title (`-2`, `-3` … when taken), the author
// is whoever created it (an editor cannot name someone else, and editing keeps the author), tags
// are trimmed and given once, the workspace sees the author's name, and a post a moderation
// decision removed stays hidden until a later decision (moderation/sources.ts) shows it.
import { postSlug } from '@poct/schemas';
import type { Auth } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RecordsRouterOptions } from '../records/records-router.ts';
import { withAuthorNames } from './post-authors.ts';
import type { PostsProjection } from './posts-projection.ts';

/** Addresses tried before the router's random one. */
const SLUG_TRIES = 5;

function cleanTags(tags: unknown): unknown {
  if (!Array.isArray(tags)) return tags;
  const trimmed = tags.map((tag) => (typeof tag === 'string' ? tag.trim() : tag));
  return [...new Set(trimmed.filter((tag) => tag !== ''))];
}

export function postRecordOptions(
  auth: Pick<Auth, 'accounts'>,
  posts: Pick<PostsProjection, 'written'>,
): Pick<RecordsRouterOptions, 'idsFor' | 'decide' | 'present' | 'afterWrite'> {
  return {
    // Public reads see a saved post at once (posts-projection.ts).
    afterWrite: (doc) => posts.written(doc),
    idsFor(fields) {
      const slug = postSlug(typeof fields.title === 'string' ? fields.title : '');
      return Array.from({ length: SLUG_TRIES }, (_, index) => (index === 0 ? slug : `${slug}-${index + 1}`));
    },
    decide(fields, { userId, current }) {
      // `author_name` is only shown (present below); an editor sends back what it loaded.
      const { author_name: _shown, removed_by_moderation: _mark, ...sent } = fields;
      const removed = current?.removed_by_moderation === true;
      if (removed && sent.visible === true) throw new AppError(409, 'error.409.post_removed');
      return {
        ...sent,
        tags: cleanTags(sent.tags),
        author_id: current?.author_id ?? userId,
        ...(removed ? { removed_by_moderation: true } : {}),
      };
    },
    present: (records) => withAuthorNames(auth.accounts, records),
  };
}
