// A staff device in a fault test: a Node client (node-client.ts) signed in as a demo user of the
// test server, holding the product master; the test starts its replication.
import type { DemoUser, TestServer } from '../../sync-server/test/support/test-server.ts';
import { openNodeClient, type ClientOptions, type NodeClient } from './node-client.ts';

export interface StaffDevice {
  /** `name` reopens its database in a second client (a reload). */
  client: NodeClient & { name: string };
  userId: string;
  /** The session's token, for a second client of the same device (a reload). */
  token: string;
}

/** Opens the device; `opened` collects it, so the test removes it at the end. */
export async function openStaffDevice(
  server: TestServer,
  user: DemoUser,
  opened: NodeClient[],
  storage?: ClientOptions['storage'],
): Promise<StaffDevice> {
  const token = await server.login(user);
  const me = (await (await server.api('/api/auth/me', { token })).json()) as { id: string };
  const client = await openNodeClient({
    baseUrl: server.url,
    token: async () => token,
    collections: ['catalogue_master'],
    storage,
  });
  opened.push(client);
  return { client, userId: me.id, token };
}
