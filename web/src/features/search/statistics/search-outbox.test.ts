import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_EVENT_LIMITS, type SearchEvent } from '@poct/schemas';
import {
  createSearchOutbox,
  OUTBOX_KEY,
  OUTBOX_MAX_EVENTS,
  REPEAT_WINDOW_MS,
  type OutboxOptions,
  type SendOutcome,
} from './search-outbox.ts';
import { createSearchRecorder, SETTLE_MS } from './search-recorder.ts';
import { sendBatch } from './search-statistics.ts';

let clock: number;
let ids: number;
let sent: SearchEvent[][];
let answer: SendOutcome;

function outbox(extra: Partial<OutboxOptions> = {}) {
  return createSearchOutbox({
    storage: window.localStorage,
    now: () => clock,
    newId: () => `event-${String(++ids).padStart(4, '0')}`,
    send: (body) => {
      sent.push((JSON.parse(body) as { events: SearchEvent[] }).events);
      return Promise.resolve(answer);
    },
    ...extra,
  });
}

const stored = () => JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]') as SearchEvent[];

beforeEach(() => {
  clock = Date.parse('2026-03-01T10:00:00Z');
  ids = 0;
  sent = [];
  answer = 'accepted';
});

describe('search outbox: recording', () => {
  it('keeps the event as typed (trimmed) in localStorage, with filters when there are any', () => {
    const box = outbox();
    box.record({ query: '  Gerät ', found: 4 });
    clock += 10_000;
    box.record({ query: '', found: 12, filters: [{ facet: 'parameter', value: 'param-crp' }] });
    expect(stored()).toEqual([
      { id: 'event-0001', query: 'Gerät', found: 4, at: '2026-03-01T10:00:00.000Z' },
      {
        id: 'event-0002',
        query: '',
        found: 12,
        filters: [{ facet: 'parameter', value: 'param-crp' }],
        at: '2026-03-01T10:00:10.000Z',
      },
    ]);
  });

  it('records nothing for a search by nothing', () => {
    outbox().record({ query: ' !? ', found: 0 });
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('counts the same search repeated at once as one, keeping the newest count while unsent', () => {
    const box = outbox();
    box.record({
      query: 'CRP',
      found: 3,
      filters: [
        { facet: 'a', value: '1' },
        { facet: 'b', value: '2' },
      ],
    });
    clock += 1000;
    box.record({
      query: 'crp',
      found: 5,
      filters: [
        { facet: 'b', value: '2' },
        { facet: 'a', value: '1' },
      ],
    });
    expect(stored()).toEqual([expect.objectContaining({ id: 'event-0001', found: 5 })]);
    // Another search in between makes the next one a search of its own.
    box.record({ query: 'hba1c', found: 2 });
    box.record({
      query: 'crp',
      found: 5,
      filters: [
        { facet: 'a', value: '1' },
        { facet: 'b', value: '2' },
      ],
    });
    expect(stored().map((event) => event.query)).toEqual(['CRP', 'hba1c', 'crp']);
  });

  it('does not count a repeat of a search that was sent already, and counts it again after a while', async () => {
    const box = outbox();
    box.record({ query: 'crp', found: 3 });
    await box.flush();
    box.record({ query: 'crp', found: 3 });
    expect(box.pending()).toEqual([]);
    clock += REPEAT_WINDOW_MS;
    box.record({ query: 'crp', found: 3 });
    expect(box.pending()).toHaveLength(1);
  });

  it('is bounded: the oldest events go first', () => {
    const box = outbox();
    for (let index = 0; index < OUTBOX_MAX_EVENTS + 20; index++) {
      box.record({ query: `query ${index}`, found: 1 });
      clock += 1;
    }
    const events = stored();
    expect(events).toHaveLength(OUTBOX_MAX_EVENTS);
    expect(events[0]!.query).toBe('query 20');
    expect(events.at(-1)!.query).toBe(`query ${OUTBOX_MAX_EVENTS + 19}`);
  });

  it('drops events the server would no longer count', () => {
    const box = outbox();
    box.record({ query: 'old', found: 1 });
    clock += SEARCH_EVENT_LIMITS.retentionDays * 86_400_000;
    box.record({ query: 'new', found: 1 });
    expect(stored().map((event) => event.query)).toEqual(['new']);
  });
});

describe('search outbox: sending', () => {
  it('sends in batches of at most 100 events and 16 KiB, and removes what the server accepted', async () => {
    const box = outbox();
    for (let index = 0; index < 130; index++) box.record({ query: `q ${index}`, found: 1 });
    // Events with many filters: fewer fit into 16 KiB.
    const filters = Array.from({ length: 30 }, (_, index) => ({
      facet: 'parameter',
      value: `value-${index}`,
    }));
    for (let index = 0; index < 20; index++) box.record({ query: `f ${index}`, found: 1, filters });
    await box.flush();
    expect(sent.flat().map((event) => event.id)).toEqual(
      Array.from({ length: 150 }, (_, index) => `event-${String(index + 1).padStart(4, '0')}`),
    );
    for (const batch of sent) {
      expect(batch.length).toBeLessThanOrEqual(SEARCH_EVENT_LIMITS.maxEvents);
      expect(new TextEncoder().encode(JSON.stringify({ events: batch })).length).toBeLessThanOrEqual(
        SEARCH_EVENT_LIMITS.maxBatchBytes,
      );
    }
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(box.pending()).toEqual([]);
  });

  it('keeps the events when they could not be delivered, and sends the same ids next time', async () => {
    const box = outbox();
    box.record({ query: 'crp', found: 3 });
    box.record({ query: 'hba1c', found: 0 });
    answer = 'retry';
    await box.flush();
    expect(box.pending().map((event) => event.id)).toEqual(['event-0001', 'event-0002']);
    answer = 'accepted';
    await box.flush();
    expect(sent.map((batch) => batch.map((event) => event.id))).toEqual([
      ['event-0001', 'event-0002'],
      ['event-0001', 'event-0002'],
    ]);
    expect(box.pending()).toEqual([]);
  });

  it('keeps the events when sending throws', async () => {
    const box = outbox({ send: () => Promise.reject(new TypeError('Failed to fetch')) });
    box.record({ query: 'crp', found: 3 });
    await box.flush();
    expect(box.pending()).toHaveLength(1);
  });

  it('drops a batch the server refuses for good, so it cannot block the outbox', async () => {
    const box = outbox();
    box.record({ query: 'crp', found: 3 });
    answer = 'refused';
    await box.flush();
    expect(box.pending()).toEqual([]);
  });

  it('keeps an event recorded while a batch is on its way', async () => {
    let release: (outcome: SendOutcome) => void = () => {};
    const box = outbox({
      send: (body) => {
        sent.push((JSON.parse(body) as { events: SearchEvent[] }).events);
        return new Promise((resolve) => (release = resolve));
      },
    });
    box.record({ query: 'crp', found: 3 });
    const flushing = box.flush();
    // A second flush meanwhile does not send the same events again.
    const again = box.flush();
    box.record({ query: 'hba1c', found: 1 });
    release('accepted');
    // The loop goes on with what was recorded meanwhile.
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    release('retry');
    await Promise.all([flushing, again]);
    expect(sent.map((batch) => batch.map((event) => event.query))).toEqual([['crp'], ['hba1c']]);
    expect(box.pending().map((event) => event.query)).toEqual(['hba1c']);
  });

  it('hands the first batch to a beacon on page hide and keeps it until a real answer', () => {
    const beacon = vi.fn((_body: string) => true);
    const box = outbox({ beacon });
    box.record({ query: 'crp', found: 3 });
    box.flushOnHide();
    expect(beacon).toHaveBeenCalledOnce();
    expect((JSON.parse(beacon.mock.calls[0]![0]) as { events: SearchEvent[] }).events).toHaveLength(1);
    expect(box.pending()).toHaveLength(1);
  });

  it('sends an accepted batch once also when storage cannot take its removal', async () => {
    // localStorage until `full`, then every change is refused (quota): the removal after the
    // answer is not kept.
    let full = false;
    const refusing = (change: () => void) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      change();
    };
    const storage = {
      getItem: (key: string) => window.localStorage.getItem(key),
      setItem: (key: string, value: string) => refusing(() => window.localStorage.setItem(key, value)),
      removeItem: (key: string) => refusing(() => window.localStorage.removeItem(key)),
    } as Storage;
    // The tenth send answers "retry", so an outbox that sends the same batch again ends the test
    // instead of looping.
    const box = outbox({
      storage,
      send: (body) => {
        sent.push((JSON.parse(body) as { events: SearchEvent[] }).events);
        return Promise.resolve(sent.length >= 10 ? 'retry' : 'accepted');
      },
    });
    box.record({ query: 'crp', found: 3 });
    box.record({ query: 'hba1c', found: 1 });
    full = true;
    await box.flush();
    expect(sent.map((batch) => batch.map((event) => event.id))).toEqual([['event-0001', 'event-0002']]);
    expect(stored()).toHaveLength(2);
    expect(box.pending()).toEqual([]);
  });

  it('shares one outbox between tabs (both read and write storage)', async () => {
    const first = outbox();
    const second = outbox();
    first.record({ query: 'crp', found: 3 });
    second.record({ query: 'hba1c', found: 1 });
    await second.flush();
    expect(sent.flat().map((event) => event.query)).toEqual(['crp', 'hba1c']);
    expect(first.pending()).toEqual([]);
  });
});

describe('sendBatch', () => {
  it.each([
    [200, 'accepted'],
    [400, 'refused'],
    [413, 'refused'],
    [429, 'retry'],
    [503, 'retry'],
  ] as const)('answers %i as %s', async (status, outcome) => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{}', { status })));
    expect(await sendBatch('{"events":[]}', fetchImpl as unknown as typeof fetch)).toBe(outcome);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/search/statistics',
      expect.objectContaining({ method: 'POST', body: '{"events":[]}' }),
    );
  });

  it('keeps the events when the network fails', async () => {
    const fetchImpl = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await sendBatch('{}', fetchImpl as unknown as typeof fetch)).toBe('retry');
  });
});

describe('search recorder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('records a search once it settles, not every keystroke', () => {
    const record = vi.fn();
    const recorded = vi.fn();
    const recorder = createSearchRecorder({ record }, recorded);
    for (const query of ['c', 'cr', 'crp']) {
      recorder.observe({ query, found: query.length });
      vi.advanceTimersByTime(SETTLE_MS - 1);
    }
    expect(record).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(record).toHaveBeenCalledExactlyOnceWith({ query: 'crp', found: 3 });
    expect(recorded).toHaveBeenCalledOnce();
  });

  it('records at once when the user acts on the result, and forgets a cancelled search', () => {
    const record = vi.fn();
    const recorder = createSearchRecorder({ record });
    recorder.observe({ query: 'crp', found: 3 });
    recorder.settle();
    expect(record).toHaveBeenCalledExactlyOnceWith({ query: 'crp', found: 3 });
    recorder.observe({ query: 'hb', found: 9 });
    recorder.cancel();
    vi.advanceTimersByTime(SETTLE_MS * 2);
    recorder.settle();
    expect(record).toHaveBeenCalledOnce();
  });
});

describe('search outbox: the device', () => {
  it('sends one random device id with every batch, the same from every tab of the device', async () => {
    window.localStorage.clear();
    const bodies: Array<{ device?: string }> = [];
    const send = (body: string) => {
      bodies.push(JSON.parse(body) as { device?: string });
      return Promise.resolve<SendOutcome>('accepted');
    };
    const first = outbox({ send });
    first.record({ query: 'CRP', found: 3 });
    await first.flush();
    const second = outbox({ send });
    second.record({ query: 'HbA1c', found: 2 });
    await second.flush();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.device).toMatch(new RegExp(SEARCH_EVENT_LIMITS.devicePattern));
    expect(bodies[1]!.device).toBe(bodies[0]!.device);
  });
});
