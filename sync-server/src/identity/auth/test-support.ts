// For tests: a real embedded store in a fresh temporary DATA_DIR with the databases auth uses,
// and a valid user to create accounts from.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USER_ROLE_ID, type User } from '@poct/schemas';
import { startEmbeddedStore } from '../../platform/store/embedded-store.ts';
import { createStoreClient, type StoreClient } from '../../platform/store/couch-client.ts';

export interface TestStore {
  dataDir: string;
  store: StoreClient;
  stop(): Promise<void>;
}

export async function startTestStore(): Promise<TestStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-auth-'));
  const embedded = await startEmbeddedStore(dataDir, 0);
  const store = createStoreClient(embedded.url, embedded.authorization);
  for (const name of ['accounts', 'roles', 'sessions', 'audit', 'rate_limits', 'account_tokens'])
    await store.ensureDatabase(name);
  return {
    dataDir,
    store,
    async stop() {
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A valid user of the shared schema with id-derived username and email. */
export function testUser(id: string, fields: Partial<User> = {}): User {
  return {
    id,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    username: id.replace(/[^a-z0-9]/g, ''),
    email: `${id}@example.test`,
    first_name: 'Test',
    last_name: 'User',
    user_type: 'hcp',
    language: 'en',
    role_id: USER_ROLE_ID,
    premium: false,
    verification_status: 'not_verified',
    ...fields,
  };
}
