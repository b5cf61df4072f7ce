// JSON.parse accepts duplicate keys and keeps the last one; CouchDB's Erlang parser kept the
// first, which let one document mean two things (CVE-2017-12635). The gateway validates what
// it forwards, so it refuses any body in which an object repeats a key.

export class DuplicateKeyError extends Error {}

/** No document needs more; JSON.parse and JSON.stringify recurse and would overflow the stack. */
export const MAX_JSON_DEPTH = 64;

/**
 * Throws SyntaxError on malformed JSON and DuplicateKeyError on a repeated key or nesting deeper
 * than MAX_JSON_DEPTH. The structure is checked first, without recursion, so a hostile body
 * never reaches the recursive parser.
 */
export function parseJsonStrict(text: string): unknown {
  assertNoDuplicateKeys(text);
  return JSON.parse(text) as unknown;
}

// A single pass over the text: track the keys of each open object and the depth. (On malformed
// text the pass may see nonsense; JSON.parse then refuses it.)
function assertNoDuplicateKeys(text: string): void {
  const stack: Array<Set<string> | null> = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22 /* " */) {
      const start = i + 1;
      let escaped = false;
      i++;
      for (; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x5c /* \ */) {
          escaped = true;
          i++;
        } else if (c === 0x22) break;
      }
      const top = stack[stack.length - 1];
      if (expectKey && top) {
        const raw = text.slice(start, i);
        const key = escaped ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (top.has(key)) throw new DuplicateKeyError(`duplicate key "${key}"`);
        top.add(key);
        expectKey = false;
      }
    } else if (ch === 0x7b /* { */) {
      stack.push(new Set());
      expectKey = true;
      if (stack.length > MAX_JSON_DEPTH) throw new DuplicateKeyError('nested too deeply');
    } else if (ch === 0x5b /* [ */) {
      stack.push(null);
      if (stack.length > MAX_JSON_DEPTH) throw new DuplicateKeyError('nested too deeply');
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) {
      stack.pop();
    } else if (ch === 0x2c /* , */) {
      expectKey = stack[stack.length - 1] !== null && stack.length > 0;
    }
  }
}

/**
 * For body parsers: throws a 400 (http-errors style) when a body is not UTF-8, repeats a key or
 * nests too deep (the parser would otherwise replace bad bytes silently).
 */
export function assertStrictJson(body: Buffer): void {
  try {
    assertNoDuplicateKeys(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch (error) {
    throw Object.assign(new Error((error as Error).message), { status: 400, type: 'entity.verify.failed' });
  }
}
