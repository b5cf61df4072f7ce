// Sends the outbox's pending quote requests, one at a time and one run at a time. A request is
// marked sent only after the server confirmed it (201 received, or 200 already received), so a
// lost answer means one more try with the same id, never a second request. Unreachable server,
// 5xx, 401 (the session renews itself first) and 429 mean "try later"; any other refusal is final
// and kept with the server's reason (its key and params, said in the page's language when shown).
import { ApiError, isUnreachable } from '../../lib/api-errors.ts';
import { serverErrorOf, type KeyedMessage } from '../../lib/server-error.ts';
import type { Outbox, QuotationRequest } from './outbox.ts';

export type SendOutcome = { kind: 'sent' } | { kind: 'retry' } | { kind: 'refused'; reason: KeyedMessage };

/** Posts one request; resolves when the server confirmed it, rejects with ApiError/NetworkError. */
export type PostQuotation = (request: QuotationRequest) => Promise<unknown>;
/** The same for any outbox kind (forum comments). */
export type PostRequest<R> = (request: R) => Promise<unknown>;

const RETRY_STATUSES = new Set([401, 408, 429]);

export function outcomeOf(error: unknown): SendOutcome {
  if (isUnreachable(error)) return { kind: 'retry' };
  if (error instanceof ApiError && !RETRY_STATUSES.has(error.statusCode)) {
    const { key, params } = serverErrorOf(error);
    return { kind: 'refused', reason: params ? { key, params } : { key } };
  }
  return { kind: 'retry' };
}

export interface Sender {
  /**
   * Sends what is pending and resolves to the number still pending. A call while a run is under
   * way queues one more run (a request added meanwhile is not missed); calls while that one
   * waits share it.
   */
  flush(): Promise<number>;
}

export function createSender<R = QuotationRequest>(
  outbox: Outbox<R>,
  post: PostRequest<R>,
  now: () => Date = () => new Date(),
): Sender {
  let queue: Promise<number> = Promise.resolve(0);
  let waiting: Promise<number> | null = null;

  async function run(): Promise<number> {
    for (const entry of outbox.pending()) {
      if (!entry.request) {
        outbox.markFailed(entry.id);
        continue;
      }
      let outcome: SendOutcome;
      try {
        await post(entry.request);
        outcome = { kind: 'sent' };
      } catch (error) {
        outcome = outcomeOf(error);
      }
      if (outcome.kind === 'sent') outbox.markSent(entry.id, now().toISOString());
      else if (outcome.kind === 'refused') outbox.markFailed(entry.id, outcome.reason);
      // The server is not reachable: the rest would fail alike, so wait for the next run.
      else break;
    }
    return outbox.pending().length;
  }

  return {
    flush() {
      if (waiting) return waiting;
      const next = queue.then(() => {
        waiting = null;
        return run().catch((error: unknown) => {
          console.error('[quotations]', error);
          return outbox.pending().length;
        });
      });
      waiting = next;
      queue = next;
      return next;
    },
  };
}
