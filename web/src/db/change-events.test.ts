import { describe, expect, it } from 'vitest';
import { followChangeEvents } from './change-events.ts';

describe('the change-events stream', () => {
  it('says when it opened: after the request, when its answer came, before "ready" is read', async () => {
    const asked: number[] = [];
    let sendReady: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        sendReady = () =>
          controller.enqueue(new TextEncoder().encode('event: ready\ndata: {"databases":["catalogue"]}\n\n'));
      },
    });
    const connected = new Promise<{ databases: string[]; openedAt: number; readAt: number }>((resolve) => {
      const stop = followChangeEvents(
        {
          accessToken: async () => 'token',
          locale: () => 'en',
          baseUrl: 'http://gateway.test',
          fetch: async () => {
            asked.push(performance.now());
            return new Response(body, { status: 200 });
          },
        },
        {
          onConnected: (databases, openedAt) => {
            resolve({ databases, openedAt, readAt: performance.now() });
            stop();
          },
          onChange: () => {},
          onDisconnected: () => {},
          onRefused: () => {},
        },
      );
    });
    // "ready" is read well after the answer came (a page busy with a first sync).
    await new Promise((resolve) => setTimeout(resolve, 30));
    sendReady();
    const { databases, openedAt, readAt } = await connected;
    expect(databases).toEqual(['catalogue']);
    expect(openedAt).toBeGreaterThanOrEqual(asked[0]!);
    expect(readAt - openedAt).toBeGreaterThanOrEqual(25);
  });
});
