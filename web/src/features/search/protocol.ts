// The messages between the search client (page) and the search worker, in one place.
// Every request carries a sequence number. Mutations are answered with `applied`; a `query` with
// one `answer` (the page of cards, the total, the facet counts), unless a newer query overtook
// it, which gets no answer at all. The worker tells on its own when what it holds changed
// (`changed`, with the master data the cards name), so the page asks again.
import type { MasterData, RatingTotals } from '@poct/schemas';
import type { ColdStartOwner } from './cold-start-record.ts';
import type { ProductCard } from './product-card.ts';
import type { SearchAnswerTexts, SearchQuestion } from './search-catalogue.ts';

export type SearchRequest =
  /** Loads the owner's cold-start record, if there is a usable one; later saves go to it. */
  | { type: 'open'; seq: number; owner: ColdStartOwner }
  /**
   * The local catalogue's ids and revisions: the worker begins a replacement, keeps what it holds
   * at the same revision and answers `wanted` with the rest, which the `replace` parts then bring.
   */
  | { type: 'reconcile'; seq: number; ids: string[]; revs: string[] }
  /** One part of the whole catalogue; on the `last` part the worker makes what it holds equal. */
  | { type: 'replace'; seq: number; cards: ProductCard[]; revs?: string[]; last: boolean }
  /** `revs[i]`: the server revision `cards[i]` was made from ('' or none: not known). */
  | { type: 'upsert'; seq: number; cards: ProductCard[]; revs?: string[] }
  | { type: 'remove'; seq: number; ids: string[] }
  | { type: 'masterdata'; seq: number; masterdata: MasterData[] }
  | { type: 'ratings'; seq: number; ratings: RatingTotals }
  /** Whether the sync has caught up: the record is written only then, never mid-sync. */
  | { type: 'caught-up'; seq: number; caughtUp: boolean }
  | ({ type: 'query'; seq: number } & SearchQuestion);

export type SearchResponse =
  | { type: 'applied'; seq: number; size: number; tookMs: number }
  /** The answer to `reconcile`: the ids to send. */
  | { type: 'wanted'; seq: number; ids: string[] }
  /** The page's cards as JSON texts (search-catalogue.ts `SearchAnswerTexts`). */
  | ({ type: 'answer'; seq: number; tookMs: number } & SearchAnswerTexts)
  /** What the worker holds changed (a record loaded, a sync batch applied); `seq` is 0. */
  | { type: 'changed'; seq: 0; size: number; masterdata: MasterData[] | null }
  | { type: 'error'; seq: number; message: string };
