// What an author's own write does to the moderation state of an item, for every moderated kind.
// A staff decision sticks: an item staff rejected, or that waits for them (sent back to them
// after a rejection, or reported since their last decision), stays out of readers' reach whatever
// its author does (editing it, withdrawing and writing it again, writing its text as a new item,
// in any order) until staff publish it. An item remembers (as hashes) every text staff rejected
// and every text it had while staff held it, so none of them comes back as another item, or as
// this one after staff published a different text. What a write path judges by itself (a
// watched word, a copy of a held text) holds an item automatically, and the author's next edit
// is judged again.
import crypto from 'node:crypto';
import type { MessageKey, ModerationStatus } from '@poct/schemas';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { itemsOf, type ModeratedDoc } from './moderation-store.ts';
import { MODERATED_SOURCES, type ModeratedSource } from './sources.ts';

/** Why a new text waits: it is the text of one of the author's items that staff hold back. */
export const COPY_REASON: MessageKey = 'moderation.waiting.copy';

/** The moderation state an author's write sets. */
export interface AuthorWriteState {
  status: ModerationStatus;
  status_reason?: string;
  in_queue: boolean;
  /** Held only by the write path's own judgement, not by staff: the next edit is judged again. */
  held_automatically?: true;
  /** Hashes of the texts staff rejected or held (heldTextHash). */
  held_texts?: string[];
}

/** The newest held texts an item remembers. */
const HELD_TEXTS_KEPT = 100;

/**
 * Fields an author's write sets afresh (the rest of the moderation record stays). An edit of a
 * rejected item sends the new text to staff, so the ground and any objection of the old decision go.
 */
export const AUTHOR_WRITE_FIELDS = [
  'status',
  'status_reason',
  'status_ground',
  'objection',
  'in_queue',
  'held_automatically',
  'before_withdrawal',
  'held_texts',
] as const;

/** The state the item had before its author withdrew it; the item itself when not withdrawn. */
function standing(doc: ModeratedDoc): Pick<ModeratedDoc, 'status' | 'held_automatically'> {
  if (doc.status !== 'withdrawn') return doc;
  // Withdrawn before the state was recorded: a reason was only ever given by staff.
  return doc.before_withdrawal ?? { status: doc.status_reason ? 'rejected' : 'published' };
}

/** The reports readers filed after staff last decided on the item. */
export function reportsSinceDecision(doc: ModeratedDoc): NonNullable<ModeratedDoc['reports']> {
  const decided = doc.moderated_at;
  return (doc.reports ?? []).filter((report) => decided === undefined || report.at > decided);
}

/** Reported by a reader after staff last decided on it. */
function reportedSinceDecision(doc: ModeratedDoc): boolean {
  return reportsSinceDecision(doc).length > 0;
}

/** Whether only a staff decision may bring the item (or its text) to readers. */
export function heldByStaff(doc: ModeratedDoc): boolean {
  const { status, held_automatically: automatic } = standing(doc);
  return status === 'rejected' || (status === 'waiting' && !automatic) || reportedSinceDecision(doc);
}

/**
 * The state after the author wrote `current` (undefined: a new item) of `source`. `judged` is the
 * write path's own reason to hold the new text, if it has one.
 */
export function stateAfterAuthorWrite(
  source: ModeratedSource,
  current: ModeratedDoc | undefined,
  judged: MessageKey | undefined,
): AuthorWriteState {
  const held: AuthorWriteState | undefined = judged
    ? { status: 'waiting', status_reason: judged, in_queue: true, held_automatically: true }
    : undefined;
  if (!current) return held ?? { status: 'published', in_queue: false };
  // The text this write replaces stays held when staff held it.
  const texts = heldByStaff(current)
    ? withHeldText(current, source.describe(current).text)
    : current.held_texts;
  const remembered = texts?.length ? { held_texts: texts } : {};
  const before = standing(current);
  const reported = reportedSinceDecision(current);
  const withStaff =
    before.status === 'rejected' || (before.status === 'waiting' && !before.held_automatically);
  // Withdrawn while reported: writing it again must not bring it back before staff decide.
  if (withStaff || (current.status === 'withdrawn' && reported)) {
    const reason = withStaff && current.status_reason ? { status_reason: current.status_reason } : {};
    return { status: 'waiting', in_queue: true, ...reason, ...remembered };
  }
  return { ...(held ?? { status: 'published', in_queue: reported }), ...remembered };
}

/** What stands for a text among an item's held texts: a hash of its comparable form. */
function heldTextHash(text: string): string | undefined {
  const comparable = comparableText(text);
  return comparable ? crypto.createHash('sha256').update(comparable).digest('base64url') : undefined;
}

/** The held texts of `doc` with `text` added (staff reject it, or held it while it was replaced). */
export function withHeldText(doc: ModeratedDoc, text: string): string[] {
  const hash = heldTextHash(text);
  const texts = (doc.held_texts ?? []).filter((kept) => kept !== hash);
  return (hash ? [...texts, hash] : texts).slice(-HELD_TEXTS_KEPT);
}

/** The state of `current` withdrawn by its author, remembering what it was (see stateAfterAuthorWrite). */
export function withdrawnState(
  current: ModeratedDoc,
): Pick<ModeratedDoc, 'status' | 'in_queue' | 'before_withdrawal'> {
  const before = {
    status: current.status,
    ...(current.held_automatically ? { held_automatically: true as const } : {}),
  };
  return { status: 'withdrawn', in_queue: false, before_withdrawal: before };
}

/** Letters and digits in lower case, one space between words: two texts equal in this are "the same". */
export function comparableText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Whether `text` is a text staff hold back of any of the author's items of any kind: one it
 * remembers, or the text of one staff hold now (heldByStaff), other than the item being written
 * (`self`, whose own state already decides).
 */
export async function copiesHeldText(
  store: StoreClient,
  authorId: string,
  text: string,
  self: { source: ModeratedSource; id: string },
): Promise<boolean> {
  const wanted = heldTextHash(text);
  if (!wanted) return false;
  for (const source of MODERATED_SOURCES) {
    const items = await itemsOf(store, source, authorId);
    const copied = items.some((doc) => {
      if (doc.held_texts?.includes(wanted)) return true;
      const isSelf = source === self.source && doc._id === self.id;
      return !isSelf && heldByStaff(doc) && heldTextHash(source.describe(doc).text) === wanted;
    });
    if (copied) return true;
  }
  return false;
}
