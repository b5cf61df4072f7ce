// Search statistics: what devices report (a batch of search events) and what the server keeps
// (one document per query, one per filter value). Devices record a search once it settles and
// send events in batches, also much later after being offline; the server counts each event id
// once. These documents feed the popular searches, the workspace statistics and the search
// report (catalogue gaps: frequent queries that find nothing).
import type { RxJsonSchema } from 'rxdb';
import { foldSearchText } from '../search-text.ts';
import { dateTimeField, DOCUMENT_REQUIRED, documentFields, nameField, type DocumentOf } from './fields.ts';

const countField = { type: 'integer', minimum: 0 } as const;

const searchStatisticSchemaLiteral = {
  title: 'search_statistic',
  description: 'Counts of one search query',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    /** The normalised query (see normaliseSearchQuery). */
    query: nameField,
    /** How many times it was searched. */
    count: countField,
    /** Products the latest search for it found (the latest, not the most: a gap is a gap now). */
    found: countField,
    /** How many of the searches found nothing. */
    zero_count: countField,
    last_searched_at: dateTimeField,
    /**
     * Distinct visitors who searched it, as keyed hashes of the device's random id (or address)
     * and the day (no personal data: the key is the server's secret), kept only up to the number
     * a popular search needs.
     */
    visitors: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 10 },
    /**
     * The forms people typed for this query ("Altmühl", "altmuehl") with how often each, at most
     * DISPLAY_FORMS_MAX: the statistics show the most frequent, not the folded key.
     */
    displays: {
      type: 'object',
      additionalProperties: countField,
      maxProperties: 5,
    },
    /** Seeded by the demo data of a fresh install: shown as popular without visitors, marked as demo. */
    demo: { type: 'boolean' },
  },
  required: [...DOCUMENT_REQUIRED, 'query', 'count', 'found', 'zero_count', 'last_searched_at'],
  additionalProperties: false,
} as const;

export type SearchStatistic = DocumentOf<typeof searchStatisticSchemaLiteral>;
export const searchStatisticSchema: RxJsonSchema<SearchStatistic> = searchStatisticSchemaLiteral;

/** How often one filter value was part of a search (server-only, never replicated). */
export interface FilterStatistic {
  id: string;
  /** The filter's facet as the search page names it (`parameter`, `connectivity`, `vol` …). */
  facet: string;
  /** A master data id for the list facets, a number (as text) for the limits. */
  value: string;
  count: number;
  last_used_at: string;
  created_at: string;
  updated_at: string;
}

// ---------------------------------------------------------------------------------------------
// The wire contract of POST /api/search/statistics, shared by the device's outbox and the server.

export const SEARCH_EVENT_LIMITS = {
  /** Events in one batch. */
  maxEvents: 100,
  /** Bytes of one batch as sent. */
  maxBatchBytes: 16 * 1024,
  /** Characters of a normalised query; longer ones are cut. */
  maxQueryLength: 200,
  /** Filter values of one event. */
  maxFilters: 30,
  maxFacetLength: 40,
  maxValueLength: 100,
  /** Event ids the device makes (e.g. crypto.randomUUID()). */
  idPattern: /^[A-Za-z0-9_-]{8,64}$/,
  /** The device's own random id (made once, kept in its storage), told apart from others behind one address. */
  devicePattern: '^[A-Za-z0-9_-]{16,64}$',
  facetPattern: /^[a-z][a-z0-9_]*$/,
  /** Products one search can find, as far as the statistics care. */
  maxFound: 10_000_000,
  /** The server remembers event ids this long; older events are not counted. */
  retentionDays: 30,
} as const;

export interface SearchEventFilter {
  facet: string;
  value: string;
}

export interface SearchEvent {
  /** Made on the device; the server counts each id once. */
  id: string;
  query: string;
  /** Products found. */
  found: number;
  filters?: SearchEventFilter[];
  /** When the search settled, ISO 8601. */
  at: string;
}

/** The most forms of one query the server keeps (search_statistic `displays`). */
export const DISPLAY_FORMS_MAX = 5;

/** A query as people typed it, for showing: trimmed, inner spaces collapsed, cut to the limit. */
export function displaySearchQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').slice(0, SEARCH_EVENT_LIMITS.maxQueryLength).trim();
}

/** The form typed most often (the first seen on a tie); the folded key when none is known. */
export function mostTypedForm(displays: Readonly<Record<string, number>> | undefined, query: string): string {
  let best: [string, number] | undefined;
  for (const entry of Object.entries(displays ?? {})) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0] ?? query;
}

/**
 * A query as the statistics count it: trimmed, lowercased, folded like the search index folds
 * (umlauts, ß, accents, punctuation) and cut to the limit, so "Gerät " and "geraet" are one query.
 */
export function normaliseSearchQuery(query: string): string {
  return foldSearchText(query.trim().toLowerCase()).slice(0, SEARCH_EVENT_LIMITS.maxQueryLength).trim();
}
