// A live copy in memory of one master collection (or of its documents with given field values),
// kept up to date from RxDB's change events instead of re-running a query over the whole
// collection per replication batch (at 40,000 products that re-read made a staff
// device's first sync quadratic). It reads the collection once, applies each change to a map,
// and hands its listeners the documents sorted by id at a pace (paced-runner.ts). A document
// that did not change keeps its object, so the lists' caches (workspace/forms/list-model.ts)
// only work on what changed. Screens open at the same time share one copy, and it stays warm
// for a while after the last one closes, so going from a list to a form and back reads nothing.
import type { RxChangeEvent, RxCollection } from 'rxdb/plugins/core';
import { DEFAULT_PACE, pacedRunner, type Pace, type PacedRunner } from './paced-runner.ts';

/** Equality on top-level fields, e.g. `{ type: 'parameter' }` or `{ product_id: id }`. */
export type FieldSelector = Readonly<Record<string, string | number | boolean>>;

type Listener<T> = (docs: T[]) => void;

const KEEP_WARM_MS = 60_000;

/** Fields RxDB adds to stored data that a document as read (`toJSON()`) does not have. */
const META_FIELDS = ['_rev', '_meta', '_attachments', '_deleted'] as const;

export function plain<T>(data: Record<string, unknown>): T {
  const copy = { ...data };
  for (const field of META_FIELDS) delete copy[field];
  return copy as T;
}

/** The revision's height ("3-abc" → 3): a change is applied only when newer than what is held. */
export function height(revision: unknown): number {
  return typeof revision === 'string' ? Number.parseInt(revision, 10) || 0 : 0;
}

function matches(data: Record<string, unknown>, selector: FieldSelector): boolean {
  return Object.entries(selector).every(([field, value]) => data[field] === value);
}

export class MasterMirror<T extends { id: string }> {
  private readonly docs = new Map<string, T>();
  /** The newest revision height seen per id, deleted ones included (a late event cannot revive). */
  private readonly heights = new Map<string, number>();
  /** The ids in order (made again when one comes or goes) and the documents in that order. */
  private ids: string[] | null = null;
  private snapshot: T[] | null = null;
  private loaded = false;
  private readonly listeners = new Set<Listener<T>>();
  private readonly runner: PacedRunner;
  private readonly subscription: { unsubscribe(): void };
  private coldTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly selector: FieldSelector;
  private readonly onDispose: () => void;

  constructor(collection: RxCollection, selector: FieldSelector, pace: Pace, onDispose: () => void) {
    this.selector = selector;
    this.onDispose = onDispose;
    this.runner = pacedRunner(() => this.publish(), pace);
    // Listen before reading, so a change written while the read runs is not lost; the height
    // rule makes applying it twice (once read, once as an event) harmless.
    this.subscription = collection.eventBulks$.subscribe((bulk) => {
      for (const event of bulk.events) this.apply(event as RxChangeEvent<Record<string, unknown>>);
      if (this.loaded) this.runner.poke();
    });
    void collection
      .find({ selector: { ...selector } })
      .exec()
      .then(
        (found) => {
          if (this.closed) return;
          for (const doc of found) this.put(doc.primary, height(doc.revision), doc.toJSON() as unknown as T);
          this.loaded = true;
          this.publish();
        },
        (error: unknown) => {
          // A database closed while reading (sign-out) ends the mirror; anything else is a fault.
          if (!this.closed && !collection.closed) throw error;
          this.close();
        },
      );
  }

  private put(id: string, revision: number, doc: T | null): void {
    if (revision < (this.heights.get(id) ?? 0)) return;
    this.heights.set(id, revision);
    const had = this.docs.has(id);
    if (doc) this.docs.set(id, doc);
    else this.docs.delete(id);
    if (had !== !!doc) this.ids = null;
    if (had || doc) this.snapshot = null;
  }

  private apply(event: RxChangeEvent<Record<string, unknown>>): void {
    const data = event.documentData as Record<string, unknown>;
    const keep = event.operation !== 'DELETE' && !data._deleted && matches(data, this.selector);
    this.put(event.documentId, height(data._rev), keep ? plain<T>(data) : null);
  }

  private publish(): void {
    if (this.closed || !this.loaded) return;
    const docs = this.current();
    for (const listener of this.listeners) listener(docs);
  }

  /** The documents sorted by id, as `find()` returns them; the same array until a change. */
  private current(): T[] {
    this.ids ??= [...this.docs.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.snapshot ??= this.ids.map((id) => this.docs.get(id)!);
    return this.snapshot;
  }

  /** The documents as they are now, without waiting for the pace; null until the first read. */
  documents(): T[] | null {
    return this.loaded && !this.closed ? this.current() : null;
  }

  listen(listener: Listener<T>): () => void {
    if (this.coldTimer !== undefined) clearTimeout(this.coldTimer);
    this.coldTimer = undefined;
    this.listeners.add(listener);
    if (this.loaded) listener(this.current());
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && !this.closed)
        this.coldTimer = setTimeout(() => this.close(), KEEP_WARM_MS);
    };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.coldTimer !== undefined) clearTimeout(this.coldTimer);
    this.runner.stop();
    this.subscription.unsubscribe();
    this.listeners.clear();
    this.onDispose();
  }
}

const mirrors = new WeakMap<RxCollection, Map<string, MasterMirror<{ id: string }>>>();

/** The shared mirror of `collection` with `selector` (made on first use). */
export function mirrorOf<T extends { id: string }>(
  collection: RxCollection,
  selector: FieldSelector = {},
  pace: Pace = DEFAULT_PACE,
): MasterMirror<T> {
  let byKey = mirrors.get(collection);
  if (!byKey) {
    const created = new Map<string, MasterMirror<{ id: string }>>();
    mirrors.set(collection, created);
    // A closed database (sign-out, a session restarted) takes its mirrors with it.
    collection.onClose.push(() => [...created.values()].forEach((mirror) => mirror.close()));
    byKey = created;
  }
  const key = JSON.stringify(Object.entries(selector).sort(([a], [b]) => (a < b ? -1 : 1)));
  let mirror = byKey.get(key);
  if (!mirror) {
    const owner = byKey;
    mirror = new MasterMirror<{ id: string }>(collection, selector, pace, () => owner.delete(key));
    byKey.set(key, mirror);
  }
  return mirror as unknown as MasterMirror<T>;
}

/**
 * Starts the shared mirror's read of `collection` now, with no one listening yet: it stays warm
 * (KEEP_WARM_MS) for the screen that is about to ask, and closes if none does.
 */
export function warmMirror(collection: RxCollection, selector: FieldSelector = {}): void {
  mirrorOf(collection, selector).listen(() => {})();
}
