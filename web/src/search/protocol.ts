// The messages between the search client (page) and the search worker, in one place.
// Every request carries a sequence number; the worker answers mutations with `applied` and the
// latest search with `result`. Searches that a newer one overtook get no answer at all.
import type { SearchRecord } from '@poct/schemas/search';

export type SearchRequest =
  /** One part of a full replacement; the worker builds the new index on the `last` part. */
  | { type: 'replace'; seq: number; records: SearchRecord[]; last: boolean }
  | { type: 'upsert'; seq: number; records: SearchRecord[] }
  | { type: 'remove'; seq: number; ids: string[] }
  | { type: 'search'; seq: number; query: string; limit: number };

export type SearchResponse =
  | { type: 'applied'; seq: number; size: number; tookMs: number }
  | { type: 'result'; seq: number; ids: string[]; total: number; tookMs: number }
  | { type: 'error'; seq: number; message: string };
