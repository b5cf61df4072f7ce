// What one recorded write changed: the fields whose value differs between the version it
// replaced and the version written, as `old → new`. Plain objects (a localized name, a price
// range) are followed down to their leaves, so "name.en" changed reads better than "name";
// arrays are compared whole. Bookkeeping fields are left out: every write changes them.

export interface FieldChange {
  /** Dotted path, e.g. `name` or `name.en`. */
  field: string;
  old?: unknown;
  new?: unknown;
}

const BOOKKEEPING = new Set(['_id', '_rev', '_revisions', '_deleted', 'updated_at', 'updated_by']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function walk(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix: string,
  out: FieldChange[],
): void {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const key of keys) {
    if (!prefix && BOOKKEEPING.has(key)) continue;
    const a = before[key];
    const b = after[key];
    if (same(a, b)) continue;
    const field = prefix ? `${prefix}.${key}` : key;
    const nested = (isPlainObject(a) || a === undefined) && (isPlainObject(b) || b === undefined);
    // A whole object added or removed is listed leaf by leaf too.
    if (nested) walk((a ?? {}) as Record<string, unknown>, (b ?? {}) as Record<string, unknown>, field, out);
    else out.push({ field, ...(a === undefined ? {} : { old: a }), ...(b === undefined ? {} : { new: b }) });
  }
}

/** The changed fields, sorted by path; a new document lists every field it was created with. */
export function changedFields(
  previous: Record<string, unknown> | null,
  document: Record<string, unknown>,
): FieldChange[] {
  if (document._deleted) return [];
  const out: FieldChange[] = [];
  walk(previous ?? {}, document, '', out);
  return out;
}
