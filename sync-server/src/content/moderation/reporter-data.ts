// What the moderated sources hold of the people who report content: for "Download my data", the
// erasure of an account, and the retention of a guest's contact. A guest's name and email serve
// only the decision mail and an objection to the decision (Digital Services Act Art. 17 and 20:
// at least six months to complain), so they go six months after the report was dealt with:
// decided, or out of the queue without a decision (the item withdrawn). The report itself (when,
// why, where) stays with the item. An erased account's reports stay under "former member".
import {
  FORMER_MEMBER_ID,
  REPORTER_CONTACT_KEPT_MONTHS,
  type ModeratedKind,
  type ModerationReport,
} from '@poct/schemas';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { findScanning } from '../../platform/store/find-by-index.ts';
import { updateDocument } from '../../platform/store/update-document.ts';
import type { ModeratedDoc } from './moderation-store.ts';
import { MODERATED_SOURCES, type ModeratedSource } from './sources.ts';

/** `source`'s items whose reports match `report` (a Mango `$elemMatch`); reported items are few. */
async function reportedItems(
  store: StoreClient,
  source: ModeratedSource,
  report: Record<string, unknown>,
): Promise<ModeratedDoc[]> {
  const docs = await findScanning<ModeratedDoc>(store, source.sourceDb, { reports: { $elemMatch: report } });
  return docs.filter((doc) => source.owns(doc));
}

/** Rewrites the reports of each item `report` finds; `change` returns undefined to leave one as it is. */
async function rewriteReports(
  store: StoreClient,
  report: Record<string, unknown>,
  change: (doc: ModeratedDoc, report: ModerationReport) => ModerationReport | undefined,
): Promise<number> {
  let written = 0;
  for (const source of MODERATED_SOURCES) {
    for (const item of await reportedItems(store, source, report)) {
      const outcome = await updateDocument<ModeratedDoc>(
        store,
        source.sourceDb,
        item._id,
        (doc) => {
          if (!doc || doc._deleted || !doc.reports) return undefined;
          let changed = false;
          const reports = doc.reports.map((each) => {
            const next = change(doc, each);
            if (!next) return each;
            changed = true;
            return next;
          });
          return changed ? { ...doc, reports } : undefined;
        },
        { retries: 9 },
      );
      if (outcome.written) written++;
    }
  }
  return written;
}

/** The moment six months before `now`, as the ISO string reports and decisions are dated with. */
function keptSince(now: number): string {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - REPORTER_CONTACT_KEPT_MONTHS);
  return since.toISOString();
}

/** Whether `report` of `doc` was dealt with before `since`: decided then, or left unqueued since. */
function dealtWithBefore(doc: ModeratedDoc, report: ModerationReport, since: string): boolean {
  if (report.at > since) return false;
  const decided = doc.moderated_at;
  if (decided !== undefined && report.at <= decided) return decided <= since;
  return !doc.in_queue;
}

/**
 * Forgets the name, email and language of guests' reports dealt with more than six months before
 * `now`; returns the number of items rewritten. Several processes may run it at once: each item is
 * a read-modify-write at its `_rev`, and a second run finds nothing left to forget.
 */
export function forgetGuestReporters(store: StoreClient, now: number): Promise<number> {
  const since = keptSince(now);
  // A guest's report always carries the language of its decision mail, an account's never.
  return rewriteReports(store, { language: { $exists: true }, at: { $lte: since } }, (doc, report) => {
    if (report.by !== undefined || report.language === undefined) return undefined;
    if (!dealtWithBefore(doc, report, since)) return undefined;
    const { name: _name, email: _email, language: _language, ...kept } = report;
    return kept;
  });
}

/** The erasure of `accountId` as a reporter: its reports stay, by "former member", without a name. */
export async function eraseReporter(store: StoreClient, accountId: string): Promise<void> {
  await rewriteReports(store, { by: accountId }, (_doc, report) => {
    if (report.by !== accountId) return undefined;
    const { name: _name, email: _email, ...kept } = report;
    return { ...kept, by: FORMER_MEMBER_ID };
  });
}

/** The reports `accountId` filed, by kind, without what the items' moderation says of others. */
export async function reportsBy(
  store: StoreClient,
  accountId: string,
): Promise<Array<{ kind: ModeratedKind; item_id: string } & Omit<ModerationReport, 'by'>>> {
  const found: Array<{ kind: ModeratedKind; item_id: string } & Omit<ModerationReport, 'by'>> = [];
  for (const source of MODERATED_SOURCES)
    for (const item of await reportedItems(store, source, { by: accountId }))
      for (const { by, ...report } of item.reports ?? [])
        if (by === accountId) found.push({ kind: source.kind, item_id: item._id, ...report });
  return found;
}
