import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.ts';
import { checkReplicationBody, checkReplicationQuery, takesBody } from './replication-shapes.ts';
import type { Operation } from './classify-request.ts';

const REV = '1-bc5db6a055cbe3e54ca8ad7ae009e9e5';

function refusal(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.key}` : error;
  }
  return 'accepted';
}
const body = (operation: Operation, value: unknown): unknown =>
  refusal(() => checkReplicationBody(operation, value));
const query = (operation: Operation, text: string): unknown =>
  refusal(() => checkReplicationQuery(operation, new URLSearchParams(text)));

describe('_revs_diff bodies', () => {
  it('accepts docid → list of revisions', () => {
    expect(body('revs-diff', {})).toBe('accepted');
    expect(body('revs-diff', { a: [REV, '2-abc'], b: [] })).toBe('accepted');
  });

  // Sent to the old gateway, `{"<existing id>": null}` (also `{}` or `1` as the value) made
  // PouchDB's revsDiff call `.slice` on it: TypeError, uncaught, the store process exited and
  // every caller got 503s until the supervisor had restarted it.
  it.each([
    ['the store killer: null for an existing id', { 'prod-00001': null }],
    ['an object for an id', { 'prod-00001': {} }],
    ['a number for an id', { 'prod-00001': 1 }],
    ['a string for an id', { x: 'notarray' }],
    ['a number in the list', { x: [1] }],
    ['null in the list', { x: [null] }],
    ['a malformed revision', { x: ['bad'] }],
    ['an array body', []],
    ['null', null],
    ['a string', 'x'],
  ])('refuses %s with 400', (_name, value) => {
    expect(body('revs-diff', value)).toBe('400 error.400');
  });

  it('refuses more ids than one request may name', () => {
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`d${i}`, [REV]]));
    expect(body('revs-diff', many)).toBe('400 error.400');
  });
});

describe('_bulk_get bodies', () => {
  it('accepts docs with id, rev and atts_since', () => {
    expect(body('bulk-get', { docs: [{ id: 'a' }, { id: 'b', rev: REV, atts_since: [REV] }] })).toBe(
      'accepted',
    );
  });

  it.each([
    ['no docs', {}],
    ['an empty list (the store never answers it)', { docs: [] }],
    ['docs null', { docs: null }],
    ['docs a string', { docs: 'abc' }],
    ['docs an object', { docs: {} }],
    ['a null doc (store 500)', { docs: [null] }],
    ['a number doc (store 500)', { docs: [1] }],
    ['a numeric id', { docs: [{ id: 1 }] }],
    ['an empty id', { docs: [{ id: '' }] }],
    ['a numeric rev', { docs: [{ id: 'a', rev: 1 }] }],
    ['atts_since not a list', { docs: [{ id: 'a', atts_since: 1 }] }],
    ['an unknown member', { docs: [{ id: 'a', x: 1 }] }],
    ['an unknown body member', { docs: [], x: 1 }],
  ])('refuses %s with 400', (_name, value) => {
    expect(body('bulk-get', value)).toBe('400 error.400');
  });
});

describe('_all_docs', () => {
  it('accepts a body of string keys and the options RxDB sends with them', () => {
    expect(body('all-docs', { keys: ['a', 'b'], include_docs: true })).toBe('accepted');
    // RxDB's own CouchDB plugin adds `deleted: 'ok'`.
    expect(body('all-docs', { keys: ['a'], include_docs: true, deleted: 'ok' })).toBe('accepted');
  });

  it.each([
    ['no keys', { include_docs: true }],
    ['keys a number', { keys: 1 }],
    ['keys of other types', { keys: [1, null, {}] }],
    ['include_docs a string', { keys: [], include_docs: 'true' }],
    ['a negative limit', { keys: [], limit: -1 }],
    ['an unknown member', { keys: [], startkey: 'a' }],
    ['an array', [['a']]],
  ])('refuses a body with %s', (_name, value) => {
    expect(body('all-docs', value)).toBe('400 error.400');
  });

  it('checks the JSON of keys and key ranges in the query', () => {
    expect(query('all-docs', 'keys=["a","b"]&startkey="a"&endkey="b\ufff0"&limit=5&skip=0')).toBe('accepted');
    for (const bad of ['keys=1', 'keys={}', 'keys=bad', 'keys=[1]', 'key=bad', 'startkey={}', 'limit=-1']) {
      expect(query('all-docs', bad), bad).toBe('400 error.400');
    }
  });
});

describe('_changes parameters', () => {
  it('accepts what RxDB and CouchDB replicators send', () => {
    for (const good of [
      'style=all_docs&include_docs=true&since=0&limit=500',
      'feed=longpoll&since=now&timeout=60000&heartbeat=10000',
      'since=12-g1AAAAFLeJzLYWBgYMpgSmHgKy5JLCrJTq2MT8lPzkzJBYqzmxqaGVlaGRsbm2jYKhgaWVsamhqiGxOlkZAcg_&seq_interval=100',
      'feed=continuous&descending=false&conflicts=true&return_docs=false',
    ]) {
      expect(query('changes', good), good).toBe('accepted');
    }
  });

  it.each([
    'since=-1',
    'since={}',
    'since=abc',
    'since=1-a b',
    'limit=abc',
    'limit=-1',
    'limit=1e9',
    'feed=eventsource',
    'style=xx',
    'include_docs=maybe',
    'descending=1',
    'heartbeat=abc',
    'timeout=-5',
    'timeout=99999999999',
    'seq_interval=0',
    'since=0&since=1',
    'limit=5&limit=5',
  ])('refuses %s', (text) => {
    expect(query('changes', text)).toBe('400 error.400');
  });

  it('leaves parameters that are never forwarded to filterQuery', () => {
    expect(query('changes', 'filter=_design/x&filter=again&since=0')).toBe('accepted');
  });
});

describe('document reads and _local documents', () => {
  it('checks rev, open_revs and the booleans', () => {
    expect(query('read-doc', `rev=${REV}&revs=true&latest=true`)).toBe('accepted');
    expect(query('read-doc', 'open_revs=all')).toBe('accepted');
    expect(query('read-doc', `open_revs=${JSON.stringify([REV])}`)).toBe('accepted');
    // open_revs=1, =bad, ={} answered a 500 from the store.
    for (const bad of ['open_revs=1', 'open_revs=bad', 'open_revs={}', 'open_revs=null', 'open_revs=[1]']) {
      expect(query('read-doc', bad), bad).toBe('400 error.400');
    }
    for (const bad of ['rev=bad', 'rev=', 'revs=xx', 'revs_info=1', `rev=${REV}&rev=${REV}`]) {
      expect(query('read-doc', bad), bad).toBe('400 error.400');
    }
  });

  it('takes a _local document only as an object with well-formed CouchDB members', () => {
    expect(body('local-doc', { last_seq: 5, _rev: '0-1' })).toBe('accepted');
    for (const bad of [[], null, 1, 'x', { _rev: 1 }, { _rev: 'bad' }, { _id: 5 }, { _revisions: 1 }]) {
      expect(body('local-doc', bad), JSON.stringify(bad)).toBe('400 error.400');
    }
    expect(query('local-doc', 'rev=0-1')).toBe('accepted');
    expect(query('local-doc', 'rev=bad')).toBe('400 error.400');
  });

  it('reads a body only where the protocol has one', () => {
    expect(takesBody('revs-diff', 'POST')).toBe(true);
    expect(takesBody('local-doc', 'PUT')).toBe(true);
    expect(takesBody('local-doc', 'DELETE')).toBe(false);
    expect(takesBody('changes', 'GET')).toBe(false);
    expect(body('db-info', {})).toBe('400 error.400');
  });
});
