import { describe, expect, it } from 'vitest';
import { createStoreClient } from './couch-client.ts';
import { storeAnswer } from './store-answer.ts';
import { storeUrl, UnsafeStorePath } from './store-url.ts';

const BASE = 'http://127.0.0.1:5984/';

describe('the store path guard', () => {
  it('builds the URLs the server sends', () => {
    for (const path of [
      '',
      '_all_dbs',
      'accounts',
      'accounts/user-1',
      'catalogue/_changes?since=0&x=..',
      'a/%2Fb',
    ])
      expect(storeUrl(BASE, path).href).toBe(new URL(path, BASE).href);
    expect(storeUrl('http://127.0.0.1:5984/couch/', 'accounts').href).toBe(
      'http://127.0.0.1:5984/couch/accounts',
    );
  });

  it('refuses empty segments, dot segments in every encoding, backslashes and other hosts', () => {
    for (const path of [
      'accounts/',
      'accounts//x',
      '/accounts',
      '.',
      '..',
      'accounts/.',
      'accounts/..',
      'accounts/%2e',
      'accounts/%2E%2e',
      'accounts/.%2E',
      'accounts/%2e./x',
      'accounts/%zz',
      'accounts\\..',
      '//evil.example/x',
      'http://evil.example/',
    ]) {
      expect(() => storeUrl(BASE, path), path).toThrow(UnsafeStorePath);
    }
  });

  it('is a 400 for the error middleware, never the store’s answer', () => {
    expect(new UnsafeStorePath('..').status).toBe(400);
  });

  it('stops the client before it sends anything: a dot-segment id never reaches the store', async () => {
    // Nothing listens on port 1: a request that went out would fail with a connection error.
    const store = createStoreClient('http://127.0.0.1:1/');
    await expect(store.get('accounts', '..')).rejects.toBeInstanceOf(UnsafeStorePath);
    await expect(store.get('accounts', '.')).rejects.toBeInstanceOf(UnsafeStorePath);
    await expect(store.get('accounts', '')).rejects.toBeInstanceOf(UnsafeStorePath);
    await expect(store.put('accounts', { _id: '..' })).rejects.toBeInstanceOf(UnsafeStorePath);
    await expect(
      storeAnswer(
        { url: 'http://127.0.0.1:1/', authorization: undefined },
        { method: 'GET', path: 'x/%2e%2e' },
      ),
    ).rejects.toBeInstanceOf(UnsafeStorePath);
  });
});
