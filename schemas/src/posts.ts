// Blog posts outside their schema: the address a new post gets from its title, and the paging of
// the public list. Who may read which post is in tiers.ts (`mayReadPost`).
import { ID_MAX_LENGTH } from './collections/fields.ts';

/** Posts per page of the public list, and the most a caller may ask for. */
export const POSTS_PAGE_SIZE = 9;
export const POSTS_PAGE_MAX = 50;
/** The home page shows the newest three. */
export const LATEST_POSTS = 3;

const GERMAN_LETTERS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
/** Room left after the slug for a `-2` … or a random suffix when the address is taken. */
const SLUG_MAX_LENGTH = ID_MAX_LENGTH - 20;

/**
 * The address of a post, from its title: lower-case ASCII letters, digits and single hyphens
 * (`Neue Geräte für die Praxis` → `neue-geraete-fuer-die-praxis`), so it is readable in a link
 * and passes the route table's id check. A title without a single letter or digit gives `post`.
 */
export function postSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => GERMAN_LETTERS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'post';
}
