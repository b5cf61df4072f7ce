// Answers `GET /db/<name>/_snapshot` once the gateway has let the caller through (the same pull
// rule as `_changes`, gateway/gateway.ts): the kept snapshot in the encoding the client takes
// (brotli first, then gzip, identity only when it takes neither), its strong ETag, 304 for a
// validator it already holds, 503 with Retry-After while the first snapshot is being made.
// The whole body is handed to the socket at once, so a download the gateway granted completes
// like a `_changes` batch would even if the caller's rights end meanwhile; the next request is
// checked again.
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { AppError } from '../../platform/http/app-error.ts';
import type { Snapshot } from './make-snapshot.ts';
import type { SnapshotKeeper } from './snapshot-keeper.ts';

/** Seconds a device is asked to wait for the first snapshot (it pulls `_changes` instead). */
export const RETRY_AFTER_S = 5;
const RETRY = { 'retry-after': String(RETRY_AFTER_S) };

/**
 * Plain JSON is unpacked from the gzip copy per request (at 40,000 products over 100 MB of CPU
 * work on the thread pool each), so only this many run at once in a process; past them a client
 * that takes neither brotli nor gzip gets 503 + Retry-After and pulls `_changes` instead.
 */
export const MAX_UNPACKING = 2;
let unpacking = 0;

type Encoding = 'br' | 'gzip' | 'identity';

/** The client's weight for each coding (RFC 9110 §12.5.3); `*` stands for any not named. */
export function chooseEncoding(header: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string): number => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0 || weight('x-gzip') > 0) return 'gzip';
  return 'identity';
}

function etagOf(snapshot: Snapshot, encoding: Encoding): string {
  return encoding === 'identity' ? `"${snapshot.tag}"` : `"${snapshot.tag}-${encoding}"`;
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2); any encoding of this snapshot matches. */
function holdsCurrent(header: string | undefined, snapshot: Snapshot): boolean {
  if (header === undefined) return false;
  const current = new Set((['br', 'gzip', 'identity'] as const).map((e) => etagOf(snapshot, e)));
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || current.has(tag);
  });
}

export async function serveSnapshot(
  keeper: SnapshotKeeper,
  db: string,
  req: Request,
  res: Response,
): Promise<void> {
  const snapshot = keeper.current(db);
  if (!snapshot) throw new AppError(503, 'error.503', undefined, RETRY);
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const validator = (): void => {
    res.setHeader('cache-control', 'private, no-cache');
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('etag', etagOf(snapshot, encoding));
  };
  if (holdsCurrent(req.headers['if-none-match'], snapshot)) {
    validator();
    res.status(304).end();
    return;
  }
  if (encoding !== 'identity') {
    const body = encoding === 'br' ? snapshot.br : snapshot.gzip;
    validator();
    res.setHeader('content-type', 'application/json');
    res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.end(body);
    return;
  }
  if (unpacking >= MAX_UNPACKING) throw new AppError(503, 'error.503', undefined, RETRY);
  unpacking += 1;
  try {
    validator();
    res.setHeader('content-type', 'application/json');
    res.setHeader('content-length', snapshot.rawBytes);
    // Unpacked as it is sent; a client that goes away ends the pipeline (nothing to answer).
    await pipeline(Readable.from([snapshot.gzip]), zlib.createGunzip(), res).catch(() => res.destroy());
  } finally {
    unpacking -= 1;
  }
}
