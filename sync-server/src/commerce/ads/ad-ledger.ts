// What each campaign has been shown, clicked and spent: one document per campaign in `ad_ledgers`
// holding its totals and its figures per day (UTC). Nothing about the visitor is written: no
// address, no user agent, no account, no cookie — only counts.
//
// Exact under concurrency, also across server processes sharing the store: every change reads the
// ledger, decides with pacing.ts on exactly the figures it is about to replace, and writes back
// with that revision. The store accepts one write per revision, so a write that raced another
// comes back as a conflict and is decided again on the newer figures: no count is lost and the
// budget check can never pass twice on the same money. Within one process the changes of one
// campaign queue (store/serial-queue.ts), so conflicts arise only between processes. Totals and
// days live in one document because only a single document changes atomically in CouchDB.
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { createSerialQueue } from '../../platform/store/serial-queue.ts';
import { ifLostRace, updateDocument } from '../../platform/store/update-document.ts';
import {
  costOf,
  mayChargeClick,
  mayServe,
  NO_FIGURES,
  type CampaignTerms,
  type Figures,
  type Spent,
} from './pacing.ts';

export const LEDGERS_DB = 'ad_ledgers';
const RETRIES = 39;

export interface LedgerDoc extends CouchDoc {
  total: Figures;
  days: Record<string, Figures>;
}

export interface AdLedger {
  /** Counts one impression if the campaign may be shown now; false (nothing written) if not. */
  serve(campaignId: string, terms: CampaignTerms, today: string): Promise<boolean>;
  /** Counts one click if its cost fits the budget; false (nothing written) if not. */
  click(campaignId: string, terms: CampaignTerms, today: string): Promise<boolean>;
  /** The figures of many campaigns at once (absent: nothing counted yet). */
  read(campaignIds: readonly string[]): Promise<Map<string, LedgerDoc>>;
}

export const ledgerId = (campaignId: string): string => `ledger-${campaignId}`;

export function spentOf(ledger: LedgerDoc | undefined, today: string): Spent {
  return { total: ledger?.total ?? NO_FIGURES, today: ledger?.days[today] ?? NO_FIGURES };
}

function plus(figures: Figures, event: 'impression' | 'click', cost: number): Figures {
  return {
    impressions: figures.impressions + (event === 'impression' ? 1 : 0),
    clicks: figures.clicks + (event === 'click' ? 1 : 0),
    spend_micros: figures.spend_micros + cost,
  };
}

export function createAdLedger(store: StoreClient): AdLedger {
  const serially = createSerialQueue();

  async function count(
    campaignId: string,
    terms: CampaignTerms,
    today: string,
    event: 'impression' | 'click',
  ): Promise<boolean> {
    const id = ledgerId(campaignId);
    return serially(id, async () => {
      // Not counted, so not served: a lost race is never a free impression.
      const outcome = await ifLostRace(
        updateDocument<LedgerDoc>(
          store,
          LEDGERS_DB,
          id,
          (ledger) => {
            const spent = spentOf(ledger, today);
            const allowed =
              event === 'impression' ? mayServe(terms, spent, today) : mayChargeClick(terms, spent);
            if (!allowed) return undefined;
            const cost = costOf(terms, event);
            return {
              ...(ledger ?? { _id: id, days: {} }),
              _id: id,
              total: plus(spent.total, event, cost),
              days: { ...ledger?.days, [today]: plus(spent.today, event, cost) },
            };
          },
          { retries: RETRIES },
        ),
        () => undefined,
      );
      return outcome?.written ?? false;
    });
  }

  return {
    serve: (campaignId, terms, today) => count(campaignId, terms, today, 'impression'),
    click: (campaignId, terms, today) => count(campaignId, terms, today, 'click'),
    async read(campaignIds) {
      if (campaignIds.length === 0) return new Map();
      const docs = await store.allDocs<LedgerDoc>(LEDGERS_DB, { keys: campaignIds.map(ledgerId) });
      return new Map(docs.map((doc) => [doc._id.slice('ledger-'.length), doc]));
    },
  };
}
