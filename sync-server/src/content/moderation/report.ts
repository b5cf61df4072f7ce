// `POST /api/moderation/:kind/:id/report`: a notice of content (Digital Services Act Art. 16) by
// anyone who may read the item, guests included. The body (@poct/schemas `report`) names a
// category, explains it, may give a name and an email and states good faith; the server records
// the item's own address as its location. What the caller may not read (a review or forum post
// for a guest or a reader without premium, a hidden or professionals-only post for a guest, an
// item not published) answers 404 as an item that does not exist, so a report never tells whether
// it does. Limits: per account, and for guests per client address in the shared limiter (every
// process counts together); one report of an item per reporter (an account once; a guest once per
// email given, and once per window from one address).
import type express from 'express';
import { REPORTS_PER_WINDOW, canReplicate, pickLocale, type ModerationReport } from '@poct/schemas';
import type { Config } from '../../platform/config.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { claimsOf, linkTo } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { formBody } from '../../platform/http/object-body.ts';
import { updateDocument } from '../../platform/store/update-document.ts';
import {
  readItem,
  sourceOrNotFound,
  updateItem,
  visibleToReaders,
  type ModeratedDoc,
} from './moderation-store.ts';
import type { ModeratedSource, ReaderSubject } from './sources.ts';

export const REPORTS_BY_USER = 'moderation-report-user';
export const REPORTS_BY_IP = 'moderation-report-ip';
/** One report of one item per client address and window, for guests. */
const GUEST_REPORTS_OF_ITEM = 'moderation-report-guest-item';

interface ReportDeps {
  store: StoreClient;
  config: Config;
  limited<T>(bucket: string, key: string, max: number, work: () => Promise<T>): Promise<T>;
  audit(
    req: express.Request,
    res: express.Response,
    source: ModeratedSource,
    doc: ModeratedDoc,
    reason: string,
  ): Promise<void>;
}

const notThere = () => new AppError(404, 'error.404.resource');

/** Whether `subject` reads the kind at all (reviews and the forum: premium or staff who read it). */
function readsKind(source: ModeratedSource, subject: ReaderSubject): boolean {
  if (!source.publicDb) return true;
  return canReplicate(subject, source.publicDb, 'pull');
}

export function createReportHandler(deps: ReportDeps) {
  const { store } = deps;

  /** The item's moderation document with `report` added, refused when the reporter reported it before. */
  async function addReport(
    source: ModeratedSource,
    id: string,
    report: ModerationReport,
    subject: ReaderSubject,
  ) {
    const repeated = (doc: ModeratedDoc) =>
      (doc.reports ?? []).some((earlier) =>
        report.by
          ? earlier.by === report.by
          : !earlier.by && !!report.email && earlier.email === report.email,
      );
    const add = (current: ModeratedDoc): ModeratedDoc => {
      if (current.status !== 'published') throw notThere();
      if (repeated(current)) throw new AppError(409, 'error.409.already_reported');
      return { ...current, reports: [...(current.reports ?? []), report], in_queue: true };
    };
    const elsewhere = source.reportedElsewhere;
    if (!elsewhere) {
      const seen = await readItem(store, source, id);
      if (!seen || !(await visibleToReaders(store, source, seen))) throw notThere();
      return updateItem(store, source, id, add);
    }
    const item = await elsewhere.readable(store, id, subject);
    if (!item) throw notThere();
    const outcome = await updateDocument<ModeratedDoc>(
      store,
      source.sourceDb,
      id,
      (current) => add(current ?? (elsewhere.firstDocument(item, report.at) as unknown as ModeratedDoc)),
      { retries: 8 },
    );
    if (!outcome.written) throw notThere();
    return outcome.doc;
  }

  return async (req: express.Request, res: express.Response): Promise<void> => {
    const claims = claimsOf(res);
    const source = sourceOrNotFound(String(req.params.kind));
    const subject: ReaderSubject = claims ? { premium: claims.premium, permissions: claims.perms } : null;
    const body = formBody('report', req.body);
    if (!readsKind(source, subject)) {
      // A signed-in reader is told what they lack; a guest learns nothing of the item.
      if (claims && !claims.premium) throw new AppError(403, 'error.403');
      throw notThere();
    }
    const id = String(req.params.id);
    const locale = pickLocale(req.headers['accept-language']);
    const email = body.email?.trim() || undefined;
    const name = body.name?.trim() || undefined;
    const work = async () => {
      const at = new Date().toISOString();
      const seen = source.reportedElsewhere ? undefined : await readItem(store, source, id);
      const location = linkTo(
        deps.config.publicUrl,
        source.pathOf(seen ?? ({ _id: id } as ModeratedDoc)),
        locale,
      );
      const report: ModerationReport = {
        ...(claims ? { by: claims.sub } : {}),
        at,
        category: body.category,
        reason: body.reason,
        location,
        ...(name ? { name } : {}),
        ...(email ? { email } : {}),
        ...(claims ? {} : { language: locale }),
      };
      const doc = await addReport(source, id, report, subject);
      await deps.audit(req, res, source, doc, `${body.category}: ${body.reason}`);
    };
    if (claims) return deps.limited(REPORTS_BY_USER, claims.sub, REPORTS_PER_WINDOW, work);
    const address = req.ip ?? '';
    await deps.limited(REPORTS_BY_IP, address, REPORTS_PER_WINDOW, () =>
      deps
        .limited(GUEST_REPORTS_OF_ITEM, `${address} ${source.kind} ${id}`, 1, work)
        .catch((error: unknown) => {
          // A second report of the item from this address within the window.
          if (error instanceof AppError && error.status === 429 && error.key === 'error.429')
            throw new AppError(409, 'error.409.already_reported');
          throw error;
        }),
    );
  };
}
