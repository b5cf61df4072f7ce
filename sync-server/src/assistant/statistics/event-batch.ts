// Reads a batch of search events from a device (POST /api/search/statistics) and checks every
// field before anything is stored: a batch is taken whole or refused whole. Queries are
// normalised here, so the aggregates count "Gerät " and "geraet" as one query.
import {
  checkRequest,
  fieldError,
  inFormOrder,
  displaySearchQuery,
  normaliseSearchQuery,
  SEARCH_EVENT_LIMITS as LIMITS,
  type RequestOf,
  type SearchEventFilter,
  type ValidationError,
} from '@poct/schemas';

export interface NormalisedEvent {
  id: string;
  /** Normalised; '' when the search was by filters only. */
  query: string;
  /** The query as typed (displaySearchQuery), shown by the statistics instead of the key. */
  display: string;
  found: number;
  filters: SearchEventFilter[];
  at: string;
}

export class BatchInvalid extends Error {
  readonly errors: ValidationError[];
  constructor(errors: ValidationError[]) {
    super('invalid search statistics batch');
    this.errors = errors;
  }
}

export class BatchTooLarge extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type SearchEvent = RequestOf<'event-batch'>['events'][number];

/** The filters of one event: values trimmed, the same value twice in one search one use. */
function filtersOf(raw: SearchEvent['filters']): SearchEventFilter[] {
  const filters = new Map<string, SearchEventFilter>();
  for (const item of raw ?? []) {
    const filter = { facet: item.facet, value: item.value.trim() };
    filters.set(`${filter.facet}\u0000${filter.value}`, filter);
  }
  return [...filters.values()];
}

function normalised(event: SearchEvent): NormalisedEvent {
  const query = event.query ?? '';
  return {
    id: event.id,
    query: query === '' ? '' : normaliseSearchQuery(query),
    display: query === '' ? '' : displaySearchQuery(query),
    found: event.found,
    filters: filtersOf(event.filters),
    at: new Date(event.at).toISOString(),
  };
}

/** The sending device's random id of a batch readEventBatch took (its shape is checked there). */
export function deviceOf(body: unknown): string | undefined {
  const device = isRecord(body) ? body.device : undefined;
  return typeof device === 'string' ? device : undefined;
}

/** The events of a parsed body `{ events: [...] }`; throws BatchInvalid or BatchTooLarge. */
export function readEventBatch(body: unknown): NormalisedEvent[] {
  const sent = isRecord(body) ? body.events : undefined;
  if (Array.isArray(sent) && sent.length > LIMITS.maxEvents) throw new BatchTooLarge(`${sent.length} events`);
  const checked = checkRequest('event-batch', body);
  const errors = checked.ok ? [] : checked.errors;
  // The schema gives the shape; whether an `at` of that shape is a date, Date.parse says.
  const reported = new Set(errors.map((error) => error.path));
  const undated = (Array.isArray(sent) ? sent : []).flatMap((event: unknown, index) => {
    const path = `/events/${index}/at`;
    return isRecord(event) &&
      typeof event.at === 'string' &&
      !reported.has(path) &&
      Number.isNaN(Date.parse(event.at))
      ? [fieldError(path, 'validation.date', 'not an ISO date-time')]
      : [];
  });
  if (!checked.ok || undated.length > 0)
    throw new BatchInvalid(inFormOrder('event-batch', [...errors, ...undated]));
  // The same id twice in one batch is one event.
  const byId = new Map<string, NormalisedEvent>();
  for (const event of checked.body.events) if (!byId.has(event.id)) byId.set(event.id, normalised(event));
  return [...byId.values()];
}
