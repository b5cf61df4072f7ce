// Accounts against the real embedded store: unique emails (case-insensitive), idempotent
// creation, lookups that never mistake an email document for an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts, emailLookupId, EMAIL_TAKEN_KEY, type Accounts } from './accounts.ts';
import { startTestStore, testUser, type TestStore } from './test-support.ts';

let testStore: TestStore;
let accounts: Accounts;

beforeAll(async () => {
  testStore = await startTestStore();
  accounts = createAccounts(testStore.store);
});
afterAll(() => testStore.stop());

describe('accounts', () => {
  it('When an account is created, then it is found by id and by email in any case', async () => {
    expect(await accounts.create(testUser('user-a', { email: 'Anna@Example.test' }), 'hash-a')).toBe(true);
    expect(await accounts.get('user-a')).toMatchObject({ id: 'user-a', password_hash: 'hash-a' });
    expect((await accounts.findByEmail(' anna@EXAMPLE.test'))?.id).toBe('user-a');
    expect(await testStore.store.get('accounts', 'email:anna@example.test')).toMatchObject({
      user_id: 'user-a',
    });
  });

  it('When the same account is created again, then nothing changes', async () => {
    await accounts.create(testUser('user-b'), 'hash-1');
    expect(await accounts.create(testUser('user-b', { first_name: 'Other' }), 'hash-2')).toBe(false);
    expect(await accounts.get('user-b')).toMatchObject({ first_name: 'Test', password_hash: 'hash-1' });
  });

  it('When another account uses the email already, then creation is refused with 409', async () => {
    await accounts.create(testUser('user-c', { email: 'shared@example.test' }), 'hash');
    const error = await accounts
      .create(testUser('user-d', { email: 'SHARED@example.test' }), 'hash')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, key: EMAIL_TAKEN_KEY });
    expect(await accounts.get('user-d')).toBeUndefined();
  });

  it('When a user is invalid, then nothing is stored', async () => {
    const error = await accounts
      .create(testUser('user-e', { username: 'Not Valid' }), 'hash')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect(await testStore.store.get('accounts', emailLookupId('user-e@example.test'))).toBeUndefined();
  });

  it('When an email lookup id is asked for as an account id, then there is no account', async () => {
    expect(await accounts.get(emailLookupId('anna@example.test'))).toBeUndefined();
    expect(await accounts.get('_all_docs')).toBeUndefined();
    expect(await accounts.findByEmail('nobody@example.test')).toBeUndefined();
  });
});
