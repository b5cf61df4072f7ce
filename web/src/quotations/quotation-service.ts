// One outbox sender for the signed-in user, living as long as the page: it sends what is pending
// when it starts, whenever the browser comes back online and every half minute while something
// waits. It sends only while its user is the one signed in, so a request written by one user is
// never sent with another user's token on a shared device.
import { createOutbox, type Outbox, type OutboxEntry, type QuotationRequest } from './outbox.ts';
import { createSender, type PostQuotation } from './sender.ts';

export const RETRY_INTERVAL_MS = 30_000;

export interface QuotationService {
  readonly userId: string;
  readonly outbox: Outbox;
  /** Keeps the request in the outbox, then tries to send it; resolves to its entry afterwards. */
  submit(request: QuotationRequest): Promise<OutboxEntry>;
  flush(): Promise<number>;
  stop(): void;
}

export interface QuotationServiceDeps {
  userId: string;
  post: PostQuotation;
  /** False once another user (or nobody) is signed in. */
  isCurrentUser(): boolean;
  storage?: Storage;
}

export function startQuotationService(deps: QuotationServiceDeps): QuotationService {
  const outbox = createOutbox(deps.userId, deps.storage);
  const sender = createSender(outbox, (request) => {
    if (!deps.isCurrentUser()) return Promise.reject(new Error('signed out'));
    return deps.post(request);
  });
  const flush = () => (deps.isCurrentUser() ? sender.flush() : Promise.resolve(outbox.pending().length));
  const onOnline = () => void flush();
  window.addEventListener('online', onOnline);
  const timer = window.setInterval(() => {
    if (navigator.onLine && outbox.pending().length > 0) void flush();
  }, RETRY_INTERVAL_MS);
  void flush();

  return {
    userId: deps.userId,
    outbox,
    async submit(request) {
      const added = outbox.add(request, new Date().toISOString());
      await flush();
      return outbox.entries().find((entry) => entry.id === request.id) ?? added;
    },
    flush,
    stop() {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    },
  };
}

let current: QuotationService | null = null;

/** The service of `deps.userId`, started on first use; another user's is stopped first. */
export function quotationServiceFor(deps: QuotationServiceDeps): QuotationService {
  if (current?.userId === deps.userId) return current;
  current?.stop();
  current = startQuotationService(deps);
  return current;
}

export function stopQuotationService(): void {
  current?.stop();
  current = null;
}
