// One outbox sender per kind (quote requests, forum comments) for the signed-in user, living as long as the page: it sends what is pending
// when it starts, whenever the browser comes back online and every half minute while something
// waits. It sends only while its user is the one signed in, so a request written by one user is
// never sent with another user's token on a shared device.
import { createOutbox, type Outbox, type OutboxEntry, type OutboxKind } from './outbox.ts';
import { createSender, type PostRequest } from './sender.ts';

export const RETRY_INTERVAL_MS = 30_000;

export interface OutboxService<R> {
  readonly userId: string;
  readonly outbox: Outbox<R>;
  /** Keeps the request in the outbox, then tries to send it; resolves to its entry afterwards. */
  submit(request: R): Promise<OutboxEntry<R>>;
  flush(): Promise<number>;
  stop(): void;
}

export interface OutboxServiceDeps<R> {
  userId: string;
  post: PostRequest<R>;
  /** False once another user (or nobody) is signed in. */
  isCurrentUser(): boolean;
  storage?: Storage;
}

/** The sender of one outbox kind (quote requests here, forum comments in forum/). */
export function startOutboxService<R extends { id: string }>(
  deps: OutboxServiceDeps<R>,
  kind: OutboxKind<R>,
): OutboxService<R> {
  const outbox = createOutbox<R>(deps.userId, deps.storage ?? window.localStorage, kind);
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

const running = new Map<string, OutboxService<never>>();

/** The service of `kind` for `deps.userId`, started on first use; another user's is stopped first. */
export function outboxServiceFor<R extends { id: string }>(
  kind: OutboxKind<R>,
  deps: OutboxServiceDeps<R>,
): OutboxService<R> {
  const current = running.get(kind.prefix) as OutboxService<R> | undefined;
  if (current?.userId === deps.userId) return current;
  current?.stop();
  const started = startOutboxService(deps, kind);
  running.set(kind.prefix, started as unknown as OutboxService<never>);
  return started;
}

/** Stops the service of `kind` (nobody signed in). */
export function stopOutboxService(kind: OutboxKind<never>): void {
  running.get(kind.prefix)?.stop();
  running.delete(kind.prefix);
}
