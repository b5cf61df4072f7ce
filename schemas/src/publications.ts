// Which publications a product shows (product page, report, NoodleChat, the MCP get-product
// tool): studies only (PUBLICATION_CATEGORIES; photos, contact pages, manuals and videos are
// documents, never in the slots), at most MAX_PUBLICATIONS, only those published from
// PUBLICATIONS_FROM_YEAR on, newest first. Publications with the same date keep the order they
// came in, so the choice never flickers between renders. Pure, so the rules are tested on crafted
// data.
import type { Link } from './collections/link.schema.ts';
import {
  MAX_PUBLICATIONS,
  PUBLICATION_CATEGORIES,
  PUBLICATIONS_FROM_YEAR,
  type LinkCategory,
} from './constants.ts';

type Dated = Pick<Link, 'published_at' | 'category' | 'type'> & Partial<Pick<Link, 'visible'>>;

const STUDIES: ReadonlySet<LinkCategory> = new Set(PUBLICATION_CATEGORIES);

/** A study, as opposed to a document or video (the manufacturer's site and a safety notice never are). */
export function isPublication(link: Pick<Link, 'category' | 'type'>): boolean {
  return STUDIES.has(link.category) && link.type !== 'official_website' && link.type !== 'safety_notice';
}

type Notice = Pick<Link, 'type' | 'published_at'> & Partial<Pick<Link, 'visible'>>;

/**
 * The safety notices of a product that readers see, newest first (same dates keep their
 * order). Shown in a section of their own on the product page and in the report, never among
 * the documents or the publication slots, and never capped: every known notice counts.
 */
export function selectSafetyNotices<T extends Notice>(links: readonly T[]): T[] {
  return links
    .filter((link) => link.type === 'safety_notice' && link.visible !== false)
    .sort((a, b) => b.published_at.localeCompare(a.published_at));
}

export interface PublicationRules {
  max: number;
  fromYear: number;
}

const RULES: PublicationRules = { max: MAX_PUBLICATIONS, fromYear: PUBLICATIONS_FROM_YEAR };
const DATE = /^(\d{4})-\d{2}-\d{2}$/;

export function selectPublications<T extends Dated>(
  links: readonly T[],
  { max, fromYear }: PublicationRules = RULES,
): T[] {
  const recent = links.filter((link) => {
    const year = DATE.exec(link.published_at)?.[1];
    return link.visible !== false && isPublication(link) && year !== undefined && Number(year) >= fromYear;
  });
  // Array.prototype.sort is stable: equal dates keep their input order.
  return recent.sort((a, b) => b.published_at.localeCompare(a.published_at)).slice(0, Math.max(0, max));
}
