// Reads a batch of search events from a device (POST /api/search/statistics) and checks every
// field before anything is stored: a batch is taken whole or refused whole. Queries are
// normalised here, so the aggregates count "Gerät " and "geraet" as one query.
import {
  checkRequest,
  fieldError,
  displaySearchQuery,
  normaliseSearchQuery,
  SEARCH_EVENT_LIMITS as LIMITS,
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

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkString(
  errors: ValidationError[],
  path: string,
  value: unknown,
  max: number,
  pattern?: RegExp,
): value is string {
  if (value === undefined || value === null || value === '') {
    errors.push(fieldError(path, 'validation.required', 'missing'));
    return false;
  }
  if (typeof value !== 'string') {
    errors.push(fieldError(path, 'error.400', 'not a string'));
    return false;
  }
  if (value.length > max) {
    errors.push(fieldError(path, 'validation.max_length', 'too long', { max }));
    return false;
  }
  if (pattern && !pattern.test(value)) {
    errors.push(fieldError(path, 'error.400', `does not match ${pattern}`));
    return false;
  }
  return true;
}

function readFilters(errors: ValidationError[], path: string, raw: unknown): SearchEventFilter[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    errors.push(fieldError(path, 'error.400', 'not an array'));
    return [];
  }
  if (raw.length > LIMITS.maxFilters) {
    errors.push(fieldError(path, 'validation.number_max', 'too many filters', { max: LIMITS.maxFilters }));
    return [];
  }
  const filters = new Map<string, SearchEventFilter>();
  raw.forEach((item: unknown, index) => {
    const at = `${path}/${index}`;
    if (!isRecord(item)) {
      errors.push(fieldError(at, 'error.400', 'not an object'));
      return;
    }
    const facetOk = checkString(
      errors,
      `${at}/facet`,
      item.facet,
      LIMITS.maxFacetLength,
      LIMITS.facetPattern,
    );
    const valueOk = checkString(errors, `${at}/value`, item.value, LIMITS.maxValueLength);
    if (facetOk && valueOk) {
      const filter = { facet: item.facet as string, value: (item.value as string).trim() };
      // The same value twice in one search is one use.
      filters.set(`${filter.facet}\u0000${filter.value}`, filter);
    }
  });
  return [...filters.values()];
}

function readEvent(errors: ValidationError[], path: string, raw: unknown): NormalisedEvent | undefined {
  if (!isRecord(raw)) {
    errors.push(fieldError(path, 'error.400', 'not an object'));
    return undefined;
  }
  const before = errors.length;
  checkString(errors, `${path}/id`, raw.id, 64, LIMITS.idPattern);
  // The raw query may be longer than the limit (it is cut after folding) but not unbounded.
  let query = '';
  let display = '';
  if (raw.query !== undefined && raw.query !== '') {
    if (checkString(errors, `${path}/query`, raw.query, LIMITS.maxQueryLength * 4)) {
      query = normaliseSearchQuery(raw.query as string);
      display = displaySearchQuery(raw.query as string);
    }
  }
  const found = raw.found;
  if (found === undefined || found === null)
    errors.push(fieldError(`${path}/found`, 'validation.required', 'missing'));
  else if (typeof found !== 'number' || !Number.isInteger(found))
    errors.push(fieldError(`${path}/found`, 'error.400', 'not a whole number'));
  else if (found < 0)
    errors.push(fieldError(`${path}/found`, 'validation.number_min', 'negative', { min: 0 }));
  else if (found > LIMITS.maxFound)
    errors.push(fieldError(`${path}/found`, 'validation.number_max', 'too many', { max: LIMITS.maxFound }));
  if (
    checkString(errors, `${path}/at`, raw.at, 40) &&
    (!ISO_DATE_TIME.test(raw.at as string) || Number.isNaN(Date.parse(raw.at as string)))
  )
    errors.push(fieldError(`${path}/at`, 'validation.date', 'not an ISO date-time'));
  const filters = readFilters(errors, `${path}/filters`, raw.filters);
  if (errors.length > before) return undefined;
  return {
    id: raw.id as string,
    query,
    display,
    found: found as number,
    filters,
    at: new Date(raw.at as string).toISOString(),
  };
}

/** The sending device's random id of a batch readEventBatch took (its shape is checked there). */
export function deviceOf(body: unknown): string | undefined {
  const device = isRecord(body) ? body.device : undefined;
  return typeof device === 'string' ? device : undefined;
}

/** The events of a parsed body `{ events: [...] }`; throws BatchInvalid or BatchTooLarge. */
export function readEventBatch(body: unknown): NormalisedEvent[] {
  const checked = checkRequest('event-batch', body);
  if (!checked.ok) throw new BatchInvalid(checked.errors);
  const events: unknown[] = checked.body.events;
  if (events.length > LIMITS.maxEvents) throw new BatchTooLarge(`${events.length} events`);
  const errors: ValidationError[] = [];
  const read = events.map((event: unknown, index) => readEvent(errors, `/events/${index}`, event));
  if (errors.length > 0) throw new BatchInvalid(errors);
  // The same id twice in one batch is one event.
  const byId = new Map<string, NormalisedEvent>();
  for (const event of read) if (event && !byId.has(event.id)) byId.set(event.id, event);
  return [...byId.values()];
}
