// The one place a path below the store's base URL becomes a URL, for every way the server speaks
// to its store (couch-client.ts, store-answer.ts, gateway/proxy.ts, changes-request.ts). URL
// parsing resolves dot segments, also encoded ones (`%2e`, `.%2E`), and an empty segment turns a
// document into its database (`accounts/` is the database's info), so an id that slipped past
// the routes' checks (http/checked-id.ts) could reach the store's root, another database or its
// metadata. Such a path is refused here before anything is sent: a guard against a programming
// error, which the error middleware answers as a 400, never as the store's answer.

/** A path the store client refuses; `status` makes the error middleware answer 400. */
export class UnsafeStorePath extends Error {
  readonly status = 400;
  constructor(path: string) {
    super(`refused store path ${JSON.stringify(path)}`);
  }
}

/** Whether one raw path segment is empty, a dot segment in any encoding, or not decodable. */
function unsafeSegment(segment: string): boolean {
  if (segment === '' || segment.includes('\\')) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return true;
  }
  return decoded === '.' || decoded === '..';
}

/**
 * `path` (a database, then optionally its segments, then optionally `?query`) below `base`;
 * `''` is the store's root. Throws UnsafeStorePath for anything else that would leave it.
 */
export function storeUrl(base: string, path: string): URL {
  const query = path.indexOf('?');
  const pathname = query === -1 ? path : path.slice(0, query);
  if (pathname !== '' && pathname.split('/').some(unsafeSegment)) throw new UnsafeStorePath(path);
  const root = rootOf(base);
  const url = new URL(path, root);
  // Anything the parser still moved (a scheme, an authority) is refused too.
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) throw new UnsafeStorePath(path);
  return url;
}

const roots = new Map<string, URL>();
function rootOf(base: string): URL {
  let root = roots.get(base);
  if (!root) roots.set(base, (root = new URL(base)));
  return root;
}
