import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { storeAnswer } from './store-answer.ts';

let server: net.Server | undefined;
afterEach(() => server?.close());

/**
 * A store that answers the first request on each connection and closes the connection when a
 * second one arrives on it, as a store whose keep-alive timeout ran out just then.
 */
async function closingStore(): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  server = net.createServer((socket) => {
    connections++;
    let answered = false;
    socket.on('data', () => {
      if (answered) {
        socket.destroy();
        return;
      }
      answered = true;
      const body = '{"ok":true}';
      socket.write(
        `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n${body}`,
      );
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, connections: () => connections };
}

describe('storeAnswer', () => {
  it('sends a request once more on a new connection when the store closed the kept-alive one it went out on', async () => {
    const store = await closingStore();
    const target = { url: store.url, authorization: undefined };
    const first = await storeAnswer(target, { method: 'GET', path: 'accounts/a' });
    expect(first.status).toBe(200);
    // Goes out on the kept-alive connection, which the store closes: answered on a second one.
    const second = await storeAnswer(target, { method: 'PUT', path: 'accounts/b', body: Buffer.from('{}') });
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body.toString())).toEqual({ ok: true });
    expect(store.connections()).toBe(2);
  });
});
