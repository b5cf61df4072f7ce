import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-errors.ts';
import { textOf } from '../../lib/server-error.ts';
import { createOutbox, type QuotationRequest } from './outbox.ts';
import { createSender } from './sender.ts';

function request(id: string, subject = `Subject ${id}`): QuotationRequest {
  return {
    id,
    product_id: 'prod-00001',
    name: 'Petra Müller',
    email: 'petra@example.test',
    subject,
    message: 'Please send an offer.',
    devices_count: 2,
  };
}

const AT = '2026-01-02T10:00:00.000Z';

describe('outbox', () => {
  it('keeps requests per user and survives a new instance (a reload)', () => {
    createOutbox('user-a').add(request('quote-a-0001'), AT);
    createOutbox('user-b').add(request('quote-b-0001'), AT);
    expect(
      createOutbox('user-a')
        .pending()
        .map((entry) => entry.id),
    ).toEqual(['quote-a-0001']);
    expect(
      createOutbox('user-b')
        .pending()
        .map((entry) => entry.id),
    ).toEqual(['quote-b-0001']);
  });

  it('drops the personal details once sent and keeps a short record', () => {
    const outbox = createOutbox('user-a');
    outbox.add(request('quote-a-0001'), AT);
    outbox.markSent('quote-a-0001', AT);
    const [entry] = outbox.entries();
    expect(entry).toMatchObject({ id: 'quote-a-0001', status: 'sent', subject: 'Subject quote-a-0001' });
    expect(entry).not.toHaveProperty('request');
    expect(window.localStorage.getItem(outbox.key)).not.toContain('petra@example.test');
  });

  it('keeps only the newest confirmed records but every pending one', () => {
    const outbox = createOutbox('user-a');
    for (let index = 0; index < 25; index++) {
      outbox.add(request(`sent-${index}`), AT);
      outbox.markSent(`sent-${index}`, AT);
    }
    outbox.add(request('still-pending'), AT);
    const entries = outbox.entries();
    expect(entries.filter((entry) => entry.status === 'sent')).toHaveLength(20);
    expect(entries.at(-1)?.id).toBe('still-pending');
    expect(entries[0]?.id).toBe('sent-5');
  });

  it('ignores a damaged stored value', () => {
    window.localStorage.setItem('poct-quotation-outbox:user-a', '{not json');
    expect(createOutbox('user-a').entries()).toEqual([]);
  });

  it('keeps no server text as a reason: one stored as text is dropped, the entry stays refused', () => {
    const stored = { id: 'quote-1', product_id: 'p', subject: 's', created_at: AT, status: 'failed' };
    window.localStorage.setItem(
      'poct-quotation-outbox:user-a',
      JSON.stringify([{ ...stored, error: 'Text of an older page' }]),
    );
    expect(createOutbox('user-a').entries()).toEqual([stored]);
  });

  it('tells subscribers about changes', () => {
    const outbox = createOutbox('user-a');
    const listener = vi.fn();
    const unsubscribe = outbox.subscribe(listener);
    outbox.add(request('quote-a-0001'), AT);
    unsubscribe();
    outbox.markSent('quote-a-0001', AT);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('sender', () => {
  it('sends pending requests once each and marks them sent', async () => {
    const outbox = createOutbox('user-a');
    outbox.add(request('quote-1'), AT);
    outbox.add(request('quote-2'), AT);
    const post = vi.fn().mockResolvedValue({ status: 'received' });
    const sender = createSender(outbox, post);
    expect(await sender.flush()).toBe(0);
    expect(await sender.flush()).toBe(0);
    expect(post.mock.calls.map(([sent]) => (sent as QuotationRequest).id)).toEqual(['quote-1', 'quote-2']);
    expect(outbox.entries().map((entry) => entry.status)).toEqual(['sent', 'sent']);
  });

  it('keeps requests pending while the server cannot be reached, and sends the same id later', async () => {
    const outbox = createOutbox('user-a');
    outbox.add(request('quote-1'), AT);
    outbox.add(request('quote-2'), AT);
    const post = vi.fn().mockRejectedValue(new NetworkError());
    const sender = createSender(outbox, post);
    expect(await sender.flush()).toBe(2);
    // The first failure stops the run: the rest would fail alike.
    expect(post).toHaveBeenCalledTimes(1);

    post.mockRejectedValueOnce(new ApiError(503, 'Service unavailable.'));
    expect(await sender.flush()).toBe(2);

    post.mockResolvedValue({ status: 'already_received' });
    expect(await sender.flush()).toBe(0);
    const ids = post.mock.calls.map(([sent]) => (sent as QuotationRequest).id);
    expect(ids).toEqual(['quote-1', 'quote-1', 'quote-1', 'quote-2']);
  });

  it('retries after 401 and 429, gives up with the reason on other refusals', async () => {
    const outbox = createOutbox('user-a');
    outbox.add(request('quote-1'), AT);
    const post = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(401, 'Unauthorized. Please log in to continue.'))
      .mockRejectedValueOnce(new ApiError(429, 'Too many requests.'))
      .mockRejectedValueOnce(
        new ApiError(404, "We couldn't find the specified resource", { key: 'error.404.resource' }),
      );
    const sender = createSender(outbox, post);
    expect(await sender.flush()).toBe(1);
    expect(await sender.flush()).toBe(1);
    expect(await sender.flush()).toBe(0);
    expect(outbox.entries()[0]).toMatchObject({ status: 'failed', error: { key: 'error.404.resource' } });
    expect(textOf(outbox.entries()[0]!.error!, 'en')).toBe("We couldn't find the specified resource");
    expect(outbox.entries()[0]).not.toHaveProperty('request');
  });

  it('does not miss a request added while a run is under way, and never sends one twice at once', async () => {
    const outbox = createOutbox('user-a');
    outbox.add(request('quote-1'), AT);
    let release!: () => void;
    const post = vi
      .fn()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)))
      .mockResolvedValue({ status: 'received' });
    const sender = createSender(outbox, post);
    const first = sender.flush();
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    outbox.add(request('quote-2'), AT);
    const second = sender.flush();
    const third = sender.flush();
    expect(third).toBe(second);
    release();
    await Promise.all([first, second]);
    expect(post.mock.calls.map(([sent]) => (sent as QuotationRequest).id)).toEqual(['quote-1', 'quote-2']);
    expect(outbox.pending()).toEqual([]);
  });
});
