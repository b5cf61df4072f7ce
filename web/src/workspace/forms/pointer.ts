// Reading and writing one field of a document by its JSON pointer (`/price/min`), the same
// address the shared validator reports errors at, so a field description, its value and its
// error message all use one key. Writes return a new object and leave the old one untouched.

export type Doc = Record<string, unknown>;

function segments(path: string): string[] {
  return path.split('/').slice(1);
}

export function getAt(doc: unknown, path: string): unknown {
  let value: unknown = doc;
  for (const key of segments(path)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Doc)[key];
  }
  return value;
}

/** A copy of `doc` with `value` at `path`; `undefined` removes the key. Missing objects are created. */
export function setAt<T extends Doc>(doc: T, path: string, value: unknown): T {
  const [key, ...rest] = segments(path);
  if (key === undefined) return doc;
  const copy: Doc = Array.isArray(doc) ? ([...doc] as unknown as Doc) : { ...doc };
  if (rest.length === 0) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy as T;
  }
  const child = copy[key];
  const inner = typeof child === 'object' && child !== null ? (child as Doc) : {};
  copy[key] = setAt(inner, `/${rest.join('/')}`, value);
  return copy as T;
}

/** The pointer of the object that holds `path` (`/price/min` → `/price`; top level → ''). */
export function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}
