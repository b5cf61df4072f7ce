// Moderation of what users write (reviews, forum threads and comments) and of reported blog posts: the states a document
// passes through and the limits of reports and reasons, shared by the server and the pages.
//
// - `published`: readers see it (the published projection copies it to the public database).
// - `waiting`: held for staff (a watched word, or a kind that is pre-moderated); only its author
//   and staff see it.
// - `rejected`: staff refused it, with a reason its author sees.
// - `withdrawn`: its author took it back.
export const MODERATION_STATUSES = ['published', 'waiting', 'rejected', 'withdrawn'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
import type { LocalizedText } from './collections/fields.ts';

export const REPORT_REASON_MAX_LENGTH = 1000;
/** The longest name a reporter gives, and the longest address of the reported item. */
export const REPORT_NAME_MAX_LENGTH = 200;
export const REPORT_LOCATION_MAX_LENGTH = 2000;
/**
 * What a report says is wrong with an item (Digital Services Act Art. 16: why the reporter holds
 * it unlawful or against the terms); the pages name each in their language.
 */
export const REPORT_CATEGORIES = [
  'illegal',
  'hate',
  'health_misinformation',
  'personal_data',
  'copyright',
  'advertising',
  'other',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];
export const STATUS_REASON_MAX_LENGTH = 1000;
/**
 * Reports one user (or, signed out, one client address across every process) may file per
 * rate-limit window (`RATE_LIMIT_WINDOW`, 15 min by default).
 */
export const REPORTS_PER_WINDOW = 10;
/**
 * Months a guest reporter's name and email are kept after their report was dealt with: the time to
 * complain about the decision (Digital Services Act Art. 20), as the privacy page states.
 */
export const REPORTER_CONTACT_KEPT_MONTHS = 6;
/** Objections one author may file per rate-limit window. */
export const OBJECTIONS_PER_WINDOW = 10;
/**
 * The ground of a decision against an item, named in the statement of reasons to its author:
 * the law (unlawful content) or the platform's terms of use. A rejection without one is on the terms.
 */
export const MODERATION_GROUNDS = ['law', 'terms'] as const;
export type ModerationGround = (typeof MODERATION_GROUNDS)[number];
/** Review writes (new, edit, withdraw) one user may make per rate-limit window. */
export const REVIEW_WRITES_PER_WINDOW = 20;

/** Kinds of moderated content; each is registered once on the server (moderation/sources.ts). */
export const MODERATED_KINDS = ['review', 'forum-thread', 'forum-comment', 'post'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];

export function isModeratedKind(value: unknown): value is ModeratedKind {
  return typeof value === 'string' && (MODERATED_KINDS as readonly string[]).includes(value);
}

/**
 * One report of an item, as staff see it in the queue: who (`by`, absent for a guest, who may
 * give a name and an email for the decision), when, the category, the explanation (`reason`) and
 * the item's address as the server recorded it. Reports from before categories carry neither.
 */
export interface ModerationReport {
  by?: string;
  at: string;
  reason: string;
  category?: ReportCategory;
  location?: string;
  name?: string;
  email?: string;
  /** A guest's language, for the decision mail. */
  language?: 'de' | 'en';
}

/** One item of the staff queue (`GET /api/moderation/queue`). */
export interface ModerationQueueItem {
  kind: ModeratedKind;
  id: string;
  status: ModerationStatus;
  status_reason?: string;
  /** Subject or product name, when the kind has one. */
  title?: string;
  /** The Markdown text staff judge. */
  text: string;
  /** Where the item belongs (the product of a review, the thread of a comment). */
  context_id?: string;
  /** The name of where it belongs (the product's name, the thread's subject, the topic's name). */
  context_title?: LocalizedText;
  author: { id: string; username?: string; name?: string; company?: string; institution?: string };
  reports: ModerationReport[];
  /** The author's objection to staff's last decision, while it waits for them. */
  objection?: { at: string; reason: string };
  created_at: string;
  updated_at: string;
}

/** One of the caller's own items with its state (`GET /api/moderation/mine`). */
export interface OwnModeratedItem {
  kind: ModeratedKind;
  id: string;
  status: ModerationStatus;
  status_reason?: string;
  /** When the author objected to the rejection, while the objection waits for staff. */
  objection?: { at: string };
  context_id?: string;
  /** The author's own Markdown text, so a held text stays visible to them where it belongs. */
  text: string;
  updated_at: string;
}

/**
 * The author of a review, thread or comment whose account was erased: what they wrote stays,
 * without their name, company or workplace (the privacy page states the policy). Pages show
 * "Ehemaliges Mitglied" / "former member" for this author id.
 */
export const FORMER_MEMBER_ID = 'former-member';
export const FORMER_MEMBER_NAME = 'Former member';
