import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@poct/schemas';
import { errorMiddleware } from '../../platform/http/error-middleware.ts';
import { createStoreClient } from '../../platform/store/couch-client.ts';
import { chooseEncoding, RETRY_AFTER_S, serveSnapshot } from './serve-snapshot.ts';
import { startSnapshotKeeper } from './snapshot-keeper.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.1, gzip;q=0.9', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=abc, gzip', 'gzip'],
    ['identity, deflate', 'identity'],
  ])('%j → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('before the first snapshot is made', () => {
  // A store that cannot be reached: the keeper's makes fail, so no snapshot is ever ready.
  const app = express();
  const keeper = startSnapshotKeeper(
    createStoreClient('http://127.0.0.1:9/'),
    { subscribe: () => () => undefined },
    ['catalogue'],
    { log: () => undefined },
  );
  app.get('/snapshot', (req, res, next) => serveSnapshot(keeper, 'catalogue', req, res).catch(next));
  app.use(errorMiddleware);
  afterAll(() => {
    keeper.stop();
  });

  it('answers 503 with Retry-After and the catalogue text in the request language', async () => {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/snapshot`, {
        headers: { 'accept-language': 'de' },
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_S));
      expect(await answer.json()).toEqual({
        statusCode: 503,
        key: 'error.503',
        message: MESSAGES['error.503'].de,
      });
      expect(keeper.current('catalogue')).toBeUndefined();
    } finally {
      server.close();
    }
  });
});
