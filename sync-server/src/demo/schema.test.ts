// The demo data must pass the same validation the server applies to every push, or seeding an
// empty store would be refused (seed-demo-data.ts inserts it unchanged).
import { describe, expect, it } from 'vitest';
import { treeItemConflicts, validateDocument } from '@poct/schemas';
import type { CollectionName } from '@poct/schemas';
import { demoAccounts, generateDemoData } from './index.ts';

function invalid(collection: CollectionName, docs: ReadonlyArray<{ id: string }>) {
  return docs.flatMap((doc) => {
    const result = validateDocument(collection, doc);
    return result.ok ? [] : [{ id: doc.id, errors: result.errors }];
  });
}

describe('demo data against @poct/schemas', () => {
  const data = generateDemoData();

  it('validates every master data item', () => {
    expect(invalid('masterdata', data.masterdata)).toEqual([]);
    expect(treeItemConflicts(data.masterdata)).toEqual([]);
  });

  it('validates every product', () => {
    expect(invalid('product', data.products)).toEqual([]);
  });

  it('validates every link', () => {
    expect(invalid('link', data.links)).toEqual([]);
  });

  it('validates every demo account as a user', () => {
    expect(invalid('user', demoAccounts())).toEqual([]);
  });

  it('validates the documents of another seed too', () => {
    const other = generateDemoData({ seed: 4711, productCount: 100 });
    expect(invalid('product', other.products)).toEqual([]);
    expect(invalid('link', other.links)).toEqual([]);
  });
});
