// The posts' copy in memory when the store cannot be reached: a read waits a bounded time for the
// first copy and then answers 503 from the catalogue, instead of holding the request forever.
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { createStoreClient } from '../store/couch-client.ts';
import { startPostsProjection } from './posts-projection.ts';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const stops: Array<() => void> = [];
afterAll(() => stops.forEach((stop) => stop()));

describe('the posts projection without a store', () => {
  it('answers 503 after its wait instead of hanging', async () => {
    const store = createStoreClient(`http://127.0.0.1:${await closedPort()}/`);
    const posts = startPostsProjection(store, 300);
    stops.push(posts.stop);
    const read = posts.all();
    await expect(read).rejects.toBeInstanceOf(AppError);
    await expect(read).rejects.toMatchObject({ status: 503, key: 'error.503' });
  });
});
