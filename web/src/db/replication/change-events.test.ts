import { afterEach, describe, expect, it, vi } from 'vitest';
import { followChangeEvents, STABLE_STREAM_MS } from './change-events.ts';

const READY = new TextEncoder().encode('event: ready\ndata: {"databases":["catalogue"]}\n\n');

/** A stream that says "ready", then ends cleanly after `lastsMs` (at once when 0). */
function readyThenEnd(lastsMs: number): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(READY);
      if (lastsMs === 0) controller.close();
      else setTimeout(() => controller.close(), lastsMs);
    },
  });
  return new Response(body, { status: 200 });
}

/**
 * Follows the stream with `answer` for each request (and `onConnected` for each "ready"); returns
 * the request times and a stop.
 */
function follow(
  answer: (request: number) => Response | Promise<Response>,
  onConnected: (databases: string[], openedAt: number) => void = () => {},
) {
  const asked: number[] = [];
  const stop = followChangeEvents(
    {
      accessToken: async () => 'token',
      locale: () => 'en',
      baseUrl: 'http://gateway.test',
      fetch: async () => {
        asked.push(performance.now());
        return answer(asked.length);
      },
    },
    { onConnected, onChange: () => {}, onDisconnected: () => {}, onRefused: () => {} },
  );
  return { asked, stop };
}

describe('the change-events stream', () => {
  it('says when it opened: after the request, when its answer came, before "ready" is read', async () => {
    let sendReady: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        sendReady = () => controller.enqueue(READY);
      },
    });
    let following: ReturnType<typeof follow> | undefined;
    const connected = new Promise<{ databases: string[]; openedAt: number; readAt: number }>((resolve) => {
      following = follow(
        () => new Response(body, { status: 200 }),
        (databases, openedAt) => {
          resolve({ databases, openedAt, readAt: performance.now() });
          following?.stop();
        },
      );
    });
    const { asked } = following!;
    // "ready" is read well after the answer came (a page busy with a first sync).
    await new Promise((resolve) => setTimeout(resolve, 30));
    sendReady();
    const { databases, openedAt, readAt } = await connected;
    expect(databases).toEqual(['catalogue']);
    expect(openedAt).toBeGreaterThanOrEqual(asked[0]!);
    expect(readAt - openedAt).toBeGreaterThanOrEqual(25);
  });
});

describe('reconnecting after the stream ended cleanly', () => {
  afterEach(() => vi.useRealTimers());

  it('waits longer each time a stream ends soon after it opened, instead of reconnecting in a loop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    // A proxy that closes every stream right after "ready"; after 50 requests it hangs, so a
    // client that reconnects at once ends the test instead of spinning forever.
    const { asked, stop } = follow((request) =>
      request > 50 ? new Promise<Response>(() => {}) : readyThenEnd(0),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    stop();
    // Waits of 1, 2 and 4 s fit in 10 s: four requests, and they come further apart each time.
    expect(asked).toHaveLength(4);
    const gaps = asked.slice(1).map((at, i) => at - asked[i]!);
    expect(gaps).toEqual([1_000, 2_000, 4_000]);
  });

  it('reconnects at once when a stream ends after it lasted (its token ran out)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { asked, stop } = follow((request) =>
      request > 3 ? new Promise<Response>(() => {}) : readyThenEnd(STABLE_STREAM_MS),
    );
    await vi.advanceTimersByTimeAsync(3 * STABLE_STREAM_MS + 100);
    stop();
    expect(asked).toEqual(
      [0, STABLE_STREAM_MS, 2 * STABLE_STREAM_MS, 3 * STABLE_STREAM_MS].map((at) => asked[0]! + at),
    );
  });
});
