import { describe, expect, it } from 'vitest';
import { classifyRequest, filterQuery } from './classify-request.ts';

describe('classifyRequest', () => {
  it.each([
    ['GET', 'catalogue', 'db-info'],
    ['GET', 'catalogue/', 'db-info'],
    ['DELETE', 'catalogue', 'forbidden'],
    ['PUT', 'catalogue', 'forbidden'],
    ['GET', 'catalogue/_changes', 'changes'],
    ['POST', 'catalogue/_changes', 'forbidden'],
    ['GET', 'catalogue/_all_docs', 'all-docs'],
    ['POST', 'catalogue/_all_docs', 'all-docs'],
    ['POST', 'catalogue/_bulk_get', 'bulk-get'],
    ['POST', 'catalogue/_revs_diff', 'revs-diff'],
    ['POST', 'catalogue/_find', 'forbidden'],
    ['POST', 'catalogue/_bulk_docs', 'bulk-docs'],
    ['GET', 'catalogue/prod-1', 'read-doc'],
    ['PUT', 'catalogue/prod-1', 'forbidden'],
    ['DELETE', 'catalogue/prod-1', 'forbidden'],
    ['GET', 'catalogue/prod-1/manual.pdf', 'forbidden'],
    ['GET', 'favourites/_local/cp', 'local-doc'],
    ['PUT', 'favourites/_local/cp', 'local-doc'],
    ['GET', 'catalogue/_design/x', 'forbidden'],
    ['GET', 'catalogue/_design/x/_view/y', 'forbidden'],
    ['GET', 'catalogue/_security', 'forbidden'],
    ['GET', 'catalogue/%5Fdesign%2Fx', 'forbidden'],
    ['GET', 'catalogue/%5Fsecurity', 'forbidden'],
    ['GET', 'catalogue/%2e%2e', 'forbidden'],
    ['GET', 'catalogue/%E2%80%AE', 'forbidden'],
    ['GET', 'catalogue/%zz', 'forbidden'],
    ['GET', 'masterdata/param-bnp', 'read-doc'],
    ['POST', 'catalogue/_compact', 'forbidden'],
    ['POST', 'catalogue/_purge', 'forbidden'],
    ['POST', 'catalogue/_index', 'forbidden'],
    ['GET', 'catalogue/_snapshot', 'snapshot'],
    ['HEAD', 'catalogue/_snapshot', 'forbidden'],
    ['POST', 'catalogue/_snapshot', 'forbidden'],
    ['GET', 'catalogue/_snapshot/x', 'forbidden'],
  ])('%s %s is %s', (method, path, operation) => {
    expect(classifyRequest(method, path)?.operation).toBe(operation);
  });

  it('decodes the database name and refuses an empty one', () => {
    expect(classifyRequest('GET', 'user%64b-1/')?.database).toBe('userdb-1');
    expect(classifyRequest('GET', '')).toBeUndefined();
    expect(classifyRequest('GET', '%E0%A4%A')).toBeUndefined();
  });
});

describe('filterQuery', () => {
  it('keeps only what replication needs from _changes', () => {
    const query = new URLSearchParams(
      'since=5&limit=10&feed=longpoll&filter=_design/x&view=a/b&doc_ids=["a"]&include_docs=true&style=all_docs',
    );
    expect(filterQuery('changes', query).toString()).toBe(
      'since=5&limit=10&feed=longpoll&include_docs=true&style=all_docs',
    );
  });

  it('drops unknown feed kinds', () => {
    expect(filterQuery('changes', new URLSearchParams('feed=eventsource&since=0')).toString()).toBe(
      'since=0',
    );
  });

  it('forwards no parameters for operations without a list', () => {
    expect(filterQuery('db-info', new URLSearchParams('x=1')).toString()).toBe('');
  });
});
