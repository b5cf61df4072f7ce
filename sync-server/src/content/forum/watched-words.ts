// The watched words (names of company staff, which the forum rules forbid naming): one list kept
// by staff in `server_state`, read by every forum write. Kept in memory for a second at most, so
// a burst of posts reads it once and a staff change counts from the next second on, on every
// process.
import { checkRequest, cleanWatchedWords, WATCHED_WORDS_MAX } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import { ifLostRace, updateDocument } from '../../platform/store/update-document.ts';

const STATE_DB = 'server_state';
export const WATCHED_WORDS_ID = 'forum-watched-words';
const KEEP_MS = 1000;

interface WatchedWordsDoc extends CouchDoc {
  words: string[];
  updated_at: string;
  updated_by: string;
}

export interface WatchedWords {
  list(): Promise<{ words: string[]; rev: string | undefined; updated_at?: string }>;
  /** Replaces the list with the body's `words`; its `rev` is the revision the editor started from (409 when stale). */
  save(body: unknown, userId: string): Promise<{ words: string[]; rev: string }>;
}

function invalid(detail: string): FieldErrors {
  return new FieldErrors([{ path: '/words', key: 'error.400', message: 'Bad Request', detail }]);
}

/** The words of a body of request `watched-words` (its shape: @poct/schemas), cleaned. */
function checked(body: unknown): { words: string[]; rev: string | undefined } {
  const request = checkRequest('watched-words', body);
  if (!request.ok) throw invalid(request.errors.map((error) => `${error.path}: ${error.detail}`).join('; '));
  const kept = cleanWatchedWords(request.body.words);
  if (kept.length > WATCHED_WORDS_MAX) throw invalid('too many words');
  return { words: kept, rev: request.body.rev };
}

export function createWatchedWords(store: StoreClient, now = Date.now): WatchedWords {
  let kept: { at: number; doc: WatchedWordsDoc | undefined } | undefined;

  async function read(): Promise<WatchedWordsDoc | undefined> {
    if (kept && now() - kept.at < KEEP_MS) return kept.doc;
    const doc = await store.get<WatchedWordsDoc>(STATE_DB, WATCHED_WORDS_ID);
    kept = { at: now(), doc };
    return doc;
  }

  return {
    async list() {
      const doc = await read();
      return { words: doc?.words ?? [], rev: doc?._rev, ...(doc ? { updated_at: doc.updated_at } : {}) };
    },
    async save(body, userId) {
      const { words: list, rev } = checked(body);
      const changed = (): never => {
        throw new AppError(409, 'error.409.changed');
      };
      const saved = await ifLostRace(
        updateDocument<WatchedWordsDoc>(
          store,
          STATE_DB,
          WATCHED_WORDS_ID,
          (current) => {
            if (current?._rev !== rev) changed();
            return {
              _id: WATCHED_WORDS_ID,
              words: list,
              updated_at: new Date(now()).toISOString(),
              updated_by: userId,
            };
          },
          { retries: 0 },
        ),
        changed,
      );
      kept = undefined;
      return { words: list, rev: saved.written ? saved.doc._rev! : rev! };
    },
  };
}
