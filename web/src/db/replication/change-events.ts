// The one long-lived connection a tab keeps for live sync: the gateway's server-sent-events
// stream naming the databases that changed. EventSource cannot send a
// bearer token, so the stream is read with fetch and parsed with eventsource-parser. The stream
// ends when the access token expires; it is reopened with a fresh one. A refusal ends it for good.
// A stream that ends soon after it opened (a proxy that closes it, a server shedding load) is
// reopened after the same growing wait as a broken one, so no device reconnects in a loop.
import { TOKEN_EXPIRY_MARGIN_S } from '@poct/schemas';
import { createParser } from 'eventsource-parser';
import { gatewayFetch, RefusedError, type GatewayDeps } from './gateway.ts';

export interface ChangeEventsHandlers {
  /**
   * Connected (again): anything may have changed while the stream was down. `openedAt`
   * (`performance.now()`) is when its answer arrived: the server follows changes for it from
   * before that, so a pull asked after `openedAt` already has what the news is about.
   */
  onConnected(databases: string[], openedAt: number): void;
  onChange(database: string): void;
  /** The stream could not be opened or broke off: the device is probably offline. */
  onDisconnected(): void;
  onRefused(status: 401 | 403): void;
}

const MIN_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/**
 * A stream that lasted this long ended because its token ran out. A token is used only while it
 * has more than TOKEN_EXPIRY_MARGIN_S left (session/expiry.ts), so such a stream lasts longer.
 */
export const STABLE_STREAM_MS = (TOKEN_EXPIRY_MARGIN_S * 1000) / 2;

export function followChangeEvents(deps: GatewayDeps, handlers: ChangeEventsHandlers): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let delay = MIN_DELAY_MS;
  let wake: (() => void) | undefined;

  // Coming back online should not wait out the back-off; going offline must not leave a stream
  // that only looks open (the browser may keep a dead connection around for a long time).
  let connection: AbortController | undefined;
  const online = (): void => wake?.();
  const offline = (): void => connection?.abort();
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);

  async function readOnce(): Promise<void> {
    connection = new AbortController();
    const response = await gatewayFetch(deps, '/api/sync/events', {
      signal: AbortSignal.any([signal, connection.signal]),
    });
    const openedAt = performance.now();
    const parser = createParser({
      onEvent(event) {
        const data = JSON.parse(event.data) as { databases?: string[]; db?: string };
        if (event.event === 'ready') {
          handlers.onConnected(data.databases ?? [], openedAt);
        } else if (event.event === 'change' && data.db) handlers.onChange(data.db);
      },
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  }

  void (async () => {
    while (!signal.aborted) {
      const openedAt = performance.now();
      const lasted = (): boolean => performance.now() - openedAt >= STABLE_STREAM_MS;
      try {
        await readOnce();
        // The token ran out: reconnect at once with a fresh one. A short stream waits below.
        if (lasted()) {
          delay = MIN_DELAY_MS;
          continue;
        }
      } catch (error) {
        if (signal.aborted) return;
        if (lasted()) delay = MIN_DELAY_MS;
        if (error instanceof RefusedError) {
          handlers.onRefused(error.status);
          return;
        }
        handlers.onDisconnected();
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  })();

  return () => {
    controller.abort();
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    wake?.();
  };
}
