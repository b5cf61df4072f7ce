// The quote requests (and, with their own kind, the forum's comments: features/forum/comment-outbox.ts) a
// user has written on this device, kept in localStorage under the user's
// own key until the server has confirmed them, so a request written offline (or whose answer got
// lost) survives a reload and is sent later. Each request carries the id the browser gave it;
// the server stores a repeat of that id only once, so sending again is always safe.
// Once confirmed, the request's personal details are dropped and only a short record (subject,
// product, time) stays for the page to show, trimmed to the newest few.
import type { KeyedMessage } from '../../lib/server-error.ts';

/** What POST /api/quotations takes (the shared quotation schema without the server's fields). */
export interface QuotationRequest {
  id: string;
  product_id: string;
  sub_product_id?: string;
  name: string;
  company?: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  devices_count: number;
  planned_purchase_date?: string;
  tests_per_year?: number;
  additional_info?: string;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxEntry<R = QuotationRequest> {
  id: string;
  /** What the entry belongs to: the product of a quote request, the thread of a comment. */
  product_id: string;
  subject: string;
  /** When the user sent it (ISO), for the list on the page. */
  created_at: string;
  status: OutboxStatus;
  /** The request itself while it still has to be sent. */
  request?: R;
  sent_at?: string;
  /** The server's reason (the wire error's key and params) when it refused the request; its
   * text is said in the page's language when shown. */
  error?: KeyedMessage;
}

export interface Outbox<R = QuotationRequest> {
  readonly key: string;
  entries(): OutboxEntry<R>[];
  pending(): OutboxEntry<R>[];
  add(request: R, at: string): OutboxEntry<R>;
  markSent(id: string, at: string): void;
  /** No reason: the request was lost before it could be sent. */
  markFailed(id: string, reason?: KeyedMessage): void;
  /** Called after every change, in this tab and (through the storage event) in others. */
  subscribe(listener: () => void): () => void;
}

export const OUTBOX_PREFIX = 'poct-quotation-outbox:';

/** One kind of outbox: its storage prefix and what its entries show once the request is gone. */
export interface OutboxKind<R extends { id: string }> {
  prefix: string;
  describe(request: R): { product_id: string; subject: string };
}

export const QUOTATION_OUTBOX: OutboxKind<QuotationRequest> = {
  prefix: OUTBOX_PREFIX,
  describe: (request) => ({ product_id: request.product_id, subject: request.subject }),
};
/** Confirmed requests kept for display; pending ones are never dropped. */
const KEEP_SENT = 20;

function isEntry<R>(value: unknown): value is OutboxEntry<R> {
  const entry = value as Partial<OutboxEntry<R>> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.product_id === 'string' &&
    (entry.status === 'pending' || entry.status === 'sent' || entry.status === 'failed')
  );
}

/** A reason stored as text (an older page's) is not shown: the entry says only that it was refused. */
function keyedReason<R>(entry: OutboxEntry<R>): OutboxEntry<R> {
  if (entry.error === undefined || (typeof entry.error === 'object' && entry.error !== null)) return entry;
  const { error: _text, ...rest } = entry;
  return rest;
}

export function createOutbox<R extends { id: string } = QuotationRequest>(
  userId: string,
  storage: Storage = window.localStorage,
  kind: OutboxKind<R> = QUOTATION_OUTBOX as unknown as OutboxKind<R>,
): Outbox<R> {
  const key = `${kind.prefix}${userId}`;
  const listeners = new Set<() => void>();

  function read(): OutboxEntry<R>[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((entry) => isEntry<R>(entry)).map(keyedReason) : [];
    } catch {
      return [];
    }
  }

  function write(entries: OutboxEntry<R>[]): void {
    const sent = entries.filter((entry) => entry.status !== 'pending');
    const dropped = new Set(sent.slice(0, Math.max(0, sent.length - KEEP_SENT)).map((entry) => entry.id));
    storage.setItem(key, JSON.stringify(entries.filter((entry) => !dropped.has(entry.id))));
    for (const listener of listeners) listener();
  }

  function update(id: string, change: (entry: OutboxEntry<R>) => OutboxEntry<R>): void {
    const entries = read();
    if (!entries.some((entry) => entry.id === id)) return;
    write(entries.map((entry) => (entry.id === id ? change(entry) : entry)));
  }

  return {
    key,
    entries: read,
    pending: () => read().filter((entry) => entry.status === 'pending'),
    add(request, at) {
      const entry: OutboxEntry<R> = {
        id: request.id,
        ...kind.describe(request),
        created_at: at,
        status: 'pending',
        request,
      };
      write([...read().filter((existing) => existing.id !== request.id), entry]);
      return entry;
    },
    markSent(id, at) {
      update(id, ({ request: _sent, error: _error, ...entry }) => ({
        ...entry,
        status: 'sent',
        sent_at: at,
      }));
    },
    markFailed(id, reason) {
      update(id, ({ request: _kept, ...entry }) => ({
        ...entry,
        status: 'failed',
        ...(reason ? { error: reason } : {}),
      }));
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
