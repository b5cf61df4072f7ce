// "Download my data" as a job: starting it writes the job `building` and collects in the
// background; the archive is then kept in the store (`data_exports`, one document per user) for
// ARCHIVE_KEPT_MS, so any server process answers its status and its download. Kept, not made
// anew on each download: collecting reads every database, so only the start is counted against
// the user's limit, and a download costs one read. The copy expires and the erasure sweep
// deletes it (and every copy of an erased account).
import type { Account, Locale } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { updateDocument } from '../../platform/store/update-document.ts';
import { log } from '../../platform/log/logger.ts';
import { collectPersonalData } from './personal-data.ts';
import { personalDataArchive } from './archive.ts';

export const EXPORTS_DB = 'data_exports';
/** How long a made archive can be downloaded. */
export const ARCHIVE_KEPT_MS = 24 * 3_600_000;
/** A job still `building` after this died with its process: it may be started again. */
const BUILD_GIVEN_UP_MS = 10 * 60_000;

export type ExportStatus = 'none' | 'building' | 'ready' | 'failed';

interface ExportDoc extends CouchDoc {
  status: Exclude<ExportStatus, 'none'>;
  started_at: string;
  ready_at?: string;
  expires_at?: string;
  bytes?: number;
  /** The zip, base64. */
  archive?: string;
}

export interface ExportState {
  status: ExportStatus;
  started_at?: string;
  ready_at?: string;
  expires_at?: string;
  bytes?: number;
}

/** The job as it is now: an expired archive and a build given up count as none and failed. */
function stateOf(doc: ExportDoc | undefined, now: number): ExportState {
  if (!doc || doc._deleted) return { status: 'none' };
  if (doc.status === 'ready' && Date.parse(doc.expires_at ?? '') <= now) return { status: 'none' };
  const status =
    doc.status === 'building' && now - Date.parse(doc.started_at) > BUILD_GIVEN_UP_MS ? 'failed' : doc.status;
  const { _id: _i, _rev: _r, archive: _a, status: _s, ...facts } = doc;
  return { status, ...facts };
}

export function createExportJobs(store: StoreClient, now: () => number = Date.now) {
  const read = (userId: string) => store.get<ExportDoc>(EXPORTS_DB, userId);

  async function build(account: Account, locale: Locale, startedAt: string): Promise<void> {
    let finished: Partial<ExportDoc>;
    try {
      const data = await collectPersonalData(store, account);
      const zip = personalDataArchive(data, { userId: account.id, locale, exportedAt: startedAt });
      const at = now();
      finished = {
        status: 'ready',
        ready_at: new Date(at).toISOString(),
        expires_at: new Date(at + ARCHIVE_KEPT_MS).toISOString(),
        bytes: zip.byteLength,
        archive: Buffer.from(zip).toString('base64'),
      };
    } catch (error) {
      log.error({ area: 'privacy', err: error }, 'data export failed');
      finished = { status: 'failed' };
    }
    // Only this job's own document: a later start (or an erasure) wins over it.
    await updateDocument<ExportDoc>(
      store,
      EXPORTS_DB,
      account.id,
      (doc) =>
        doc && doc.status === 'building' && doc.started_at === startedAt
          ? { ...doc, ...finished }
          : undefined,
      { retries: 9 },
    );
  }

  return {
    async state(userId: string): Promise<ExportState> {
      return stateOf(await read(userId), now());
    },

    /**
     * Starts a job unless one is building; the job's state either way. `whenBuilt` resolves when
     * the archive this call started is kept (tests).
     */
    async start(account: Account, locale: Locale): Promise<{ state: ExportState; whenBuilt: Promise<void> }> {
      const startedAt = new Date(now()).toISOString();
      let started = false;
      const outcome = await updateDocument<ExportDoc>(
        store,
        EXPORTS_DB,
        account.id,
        (doc) => {
          started = false;
          if (doc && !doc._deleted && stateOf(doc, now()).status === 'building') return undefined;
          started = true;
          return { _id: account.id, status: 'building', started_at: startedAt };
        },
        { retries: 3 },
      );
      const whenBuilt = started ? build(account, locale, startedAt) : Promise.resolve();
      whenBuilt.catch(() => undefined);
      return { state: stateOf(outcome.written ? outcome.doc : outcome.current, now()), whenBuilt };
    },

    /** The kept archive while it can be downloaded. */
    async archive(userId: string): Promise<Buffer | undefined> {
      const doc = await read(userId);
      if (!doc?.archive || stateOf(doc, now()).status !== 'ready') return undefined;
      return Buffer.from(doc.archive, 'base64');
    },

    /** Deletes the user's archive (erasure) or, without a user, every expired one; how many. */
    async drop(userId?: string): Promise<number> {
      const docs = userId ? [await read(userId)] : await store.allDocs<ExportDoc>(EXPORTS_DB);
      let dropped = 0;
      for (const doc of docs) {
        if (!doc || doc._deleted || doc._id.startsWith('_')) continue;
        if (!userId && stateOf(doc, now()).status !== 'none') continue;
        const outcome = await updateDocument<ExportDoc>(
          store,
          EXPORTS_DB,
          doc._id,
          (current) =>
            current && !current._deleted ? ({ _id: doc._id, _deleted: true } as ExportDoc) : undefined,
          { retries: 3 },
        );
        if (outcome.written) dropped++;
      }
      return dropped;
    },
  };
}

export type ExportJobs = ReturnType<typeof createExportJobs>;
