// The quote requests a user has written on this device, kept in localStorage under the user's
// own key until the server has confirmed them, so a request written offline (or whose answer got
// lost) survives a reload and is sent later. Each request carries the id the browser gave it;
// the server stores a repeat of that id only once, so sending again is always safe.
// Once confirmed, the request's personal details are dropped and only a short record (subject,
// product, time) stays for the page to show, trimmed to the newest few.

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

export interface OutboxEntry {
  id: string;
  product_id: string;
  subject: string;
  /** When the user sent it (ISO), for the list on the page. */
  created_at: string;
  status: OutboxStatus;
  /** The request itself while it still has to be sent. */
  request?: QuotationRequest;
  sent_at?: string;
  /** The server's reason (already in the user's language) when it refused the request. */
  error?: string;
}

export interface Outbox {
  readonly key: string;
  entries(): OutboxEntry[];
  pending(): OutboxEntry[];
  add(request: QuotationRequest, at: string): OutboxEntry;
  markSent(id: string, at: string): void;
  markFailed(id: string, reason: string): void;
  /** Called after every change, in this tab and (through the storage event) in others. */
  subscribe(listener: () => void): () => void;
}

export const OUTBOX_PREFIX = 'poct-quotation-outbox:';
/** Confirmed requests kept for display; pending ones are never dropped. */
const KEEP_SENT = 20;

function isEntry(value: unknown): value is OutboxEntry {
  const entry = value as Partial<OutboxEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.product_id === 'string' &&
    (entry.status === 'pending' || entry.status === 'sent' || entry.status === 'failed')
  );
}

export function createOutbox(userId: string, storage: Storage = window.localStorage): Outbox {
  const key = `${OUTBOX_PREFIX}${userId}`;
  const listeners = new Set<() => void>();

  function read(): OutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  function write(entries: OutboxEntry[]): void {
    const sent = entries.filter((entry) => entry.status !== 'pending');
    const dropped = new Set(sent.slice(0, Math.max(0, sent.length - KEEP_SENT)).map((entry) => entry.id));
    storage.setItem(key, JSON.stringify(entries.filter((entry) => !dropped.has(entry.id))));
    for (const listener of listeners) listener();
  }

  function update(id: string, change: (entry: OutboxEntry) => OutboxEntry): void {
    const entries = read();
    if (!entries.some((entry) => entry.id === id)) return;
    write(entries.map((entry) => (entry.id === id ? change(entry) : entry)));
  }

  return {
    key,
    entries: read,
    pending: () => read().filter((entry) => entry.status === 'pending'),
    add(request, at) {
      const entry: OutboxEntry = {
        id: request.id,
        product_id: request.product_id,
        subject: request.subject,
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
      update(id, ({ request: _kept, ...entry }) => ({ ...entry, status: 'failed', error: reason }));
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
