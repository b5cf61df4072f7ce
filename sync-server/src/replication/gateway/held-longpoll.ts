// A longpoll `_changes` on a shared database, answered by the gateway itself. Instead of one
// longpoll held open at the store per client, the client is held here until the change
// notifier (one feed per database from the store) says the database moved, and then asks again
// with a normal feed through the shared reads, so every client waiting on the same checkpoint
// is answered from one store request. CouchDB's semantics stay: an answer with changes as soon
// as there are any past `since`, and at the deadline an empty answer with `last_seq` where the
// caller stands.
import type { ChangeNotifier } from './change-notifier.ts';
import type { SharedReads } from './shared-reads.ts';
import type { StoreAnswer } from '../../platform/store/store-answer.ts';

/** Query parameters that only mean something to a feed held open. */
export const HELD_ONLY = ['feed', 'timeout', 'heartbeat'];

interface FeedSummary {
  changes: number;
  lastSeq: string;
}

// Many held clients receive the same answer object: read its JSON once.
const summaries = new WeakMap<StoreAnswer, FeedSummary>();

function summarise(answer: StoreAnswer): FeedSummary {
  let summary = summaries.get(answer);
  if (!summary) {
    const feed = JSON.parse(answer.body.toString('utf8')) as {
      results: unknown[];
      last_seq: string | number;
    };
    summary = { changes: feed.results.length, lastSeq: String(feed.last_seq) };
    summaries.set(answer, summary);
  }
  return summary;
}

/** The answer to send, or undefined when the client went away first. */
export async function heldLongpoll(options: {
  reads: SharedReads;
  notifier: ChangeNotifier;
  /** Store database name (a projection or master: the notifier follows exactly those). */
  db: string;
  path: string;
  query: URLSearchParams;
  deadlineMs: number;
  signal: AbortSignal;
}): Promise<StoreAnswer | undefined> {
  const { reads, notifier, db, path, signal } = options;
  const query = new URLSearchParams(options.query);
  for (const name of HELD_ONLY) query.delete(name);
  const deadline = Date.now() + options.deadlineMs;

  // Subscribed before the first read, so a write landing between that read and the wait is not
  // missed: it marks the poll dirty and the next turn reads again.
  let dirty: boolean;
  let wake: (() => void) | undefined;
  const unsubscribe = notifier.subscribe((changed, userId) => {
    if (userId !== undefined || changed !== db) return;
    dirty = true;
    wake?.();
  });
  try {
    for (;;) {
      dirty = false;
      const answer = await reads.read({ method: 'GET', db, path, query });
      if (signal.aborted) return undefined;
      if (answer.status !== 200) return answer;
      const summary = summarise(answer);
      if (summary.changes > 0) return answer;
      // Nothing new: later turns ask from where the caller stands (also resolves since=now).
      query.set('since', summary.lastSeq);
      if (dirty) continue;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return answer;
      const outcome = await waitForChange(remaining, signal, (next) => (wake = next));
      if (outcome === 'gone') return undefined;
      if (outcome === 'deadline') return answer;
    }
  } finally {
    unsubscribe();
  }
}

type Outcome = 'change' | 'deadline' | 'gone';

/** Waits for the notifier (through `setWake`), the deadline or the client going away. */
function waitForChange(
  ms: number,
  signal: AbortSignal,
  setWake: (wake: (() => void) | undefined) => void,
): Promise<Outcome> {
  return new Promise<Outcome>((resolve) => {
    const finish = (outcome: Outcome): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', gone);
      setWake(undefined);
      resolve(outcome);
    };
    const timer = setTimeout(() => finish('deadline'), ms);
    const gone = (): void => finish('gone');
    signal.addEventListener('abort', gone, { once: true });
    setWake(() => finish('change'));
    if (signal.aborted) finish('gone');
  });
}
