import { describe, expect, it } from 'vitest';
import { SEARCH_EVENT_LIMITS } from '../collections/search-statistic.schema.ts';
import { checkRequest } from './check-request.ts';
import { STATUS_REASON_MAX_LENGTH } from '../moderation.ts';
import { DEMO_SLOTS_PER_REQUEST, PLAN_REQUEST_MESSAGE_MAX } from './request-schemas.ts';

describe('checkRequest', () => {
  it('passes a body of the shape, typed as the literal says', () => {
    const checked = checkRequest('checkout', { plan_id: 'plan-1', withdrawal_waiver: true });
    expect(checked).toEqual({ ok: true, body: { plan_id: 'plan-1', withdrawal_waiver: true } });
  });

  it('refuses other shapes with catalogue field errors, as a document’s', () => {
    expect(checkRequest('fulfil', { session_id: 'cs_test_1', more: 1 })).toMatchObject({
      ok: false,
      errors: [{ path: '/more', key: 'error.400' }],
    });
    expect(checkRequest('checkout', {})).toMatchObject({
      ok: false,
      errors: [{ path: '/plan_id', key: 'validation.required' }],
    });
    expect(checkRequest('plan-request', { message: 'x'.repeat(PLAN_REQUEST_MESSAGE_MAX + 1) })).toMatchObject(
      {
        ok: false,
        errors: [
          { path: '/message', key: 'validation.max_length', params: { max: PLAN_REQUEST_MESSAGE_MAX } },
        ],
      },
    );
    for (const body of [null, [], 'text', 3]) expect(checkRequest('object', body).ok).toBe(false);
  });

  it('checks and returns a field marked trim without its white space', () => {
    expect(checkRequest('objection', { reason: '  spam  ' })).toEqual({ ok: true, body: { reason: 'spam' } });
    for (const reason of [undefined, null])
      expect(checkRequest('objection', { reason })).toMatchObject({
        ok: false,
        errors: [{ path: '/reason', key: 'validation.required' }],
      });
    expect(checkRequest('objection', { reason: '   ' })).toMatchObject({
      ok: false,
      errors: [{ path: '/reason', key: 'validation.required' }],
    });
  });

  it('checks a report: a category of the list, an explanation, an email only when given, and good faith', () => {
    const report = { category: 'hate', reason: ' Beleidigung ', good_faith: true };
    expect(checkRequest('report', { ...report, name: '  ', email: ' ' })).toEqual({
      ok: true,
      body: { ...report, reason: 'Beleidigung', name: '', email: '' },
    });
    expect(checkRequest('report', { ...report, email: 'a@b' })).toMatchObject({
      ok: false,
      errors: [{ path: '/email', key: 'validation.email' }],
    });
    expect(checkRequest('report', { ...report, good_faith: false, category: 'rude' })).toMatchObject({
      ok: false,
      errors: [
        { path: '/category', key: 'validation.select' },
        { path: '/good_faith', key: 'validation.report_good_faith' },
      ],
    });
  });

  it('answers a field’s errorKeys, one error per field', () => {
    expect(checkRequest('email-address', { email: 7 })).toMatchObject({
      ok: false,
      errors: [{ path: '/email', key: 'validation.required' }],
    });
    expect(checkRequest('email-address', { email: 'not an address' })).toMatchObject({
      ok: false,
      errors: [{ path: '/email', key: 'validation.email' }],
    });
    expect(checkRequest('email-address', { email: ' ' })).toMatchObject({
      ok: false,
      errors: [{ path: '/email', key: 'validation.required' }],
    });
    expect(checkRequest('rejection', { reason: 'x'.repeat(STATUS_REASON_MAX_LENGTH + 1) })).toMatchObject({
      ok: false,
      errors: [{ path: '/reason', key: 'validation.max_length', params: { max: STATUS_REASON_MAX_LENGTH } }],
    });
  });
});

describe('inFormOrder', () => {
  it('orders nested fields by the schema’s items and properties, and gives own limit keys their limit', () => {
    const checked = checkRequest('demo-slots', {
      extra: 1,
      starts: ['2030-07-01T09:30Z', 'soon', 7],
      duration_minutes: 'long',
    });
    expect(checked.ok ? [] : checked.errors.map((error) => `${error.path} ${error.key}`)).toEqual([
      '/duration_minutes validation.required',
      '/starts/1 error.400',
      '/starts/2 error.400',
      '/extra error.400',
    ]);
    const starts = Array.from({ length: DEMO_SLOTS_PER_REQUEST + 1 }, () => '2030-07-01T09:30Z');
    expect(checkRequest('demo-slots', { starts, duration_minutes: 30 })).toMatchObject({
      ok: false,
      errors: [{ path: '/starts', key: 'validation.number_max', params: { max: DEMO_SLOTS_PER_REQUEST } }],
    });
  });
});

describe('a search event batch', () => {
  const at = '2030-07-01T09:30:00.000Z';
  it('answers a null as a missing field, other types as bad, and a list of too many as the list', () => {
    const filters = Array.from({ length: SEARCH_EVENT_LIMITS.maxFilters + 1 }, () => ({ facet: 'X' }));
    const checked = checkRequest('event-batch', {
      events: [
        { id: null, query: 3, found: 1.5, at },
        { id: 'event-0001', found: 1, at, filters },
        { id: '', found: 0, at: 'yesterday', filters: [{ facet: 'kind', value: null }] },
      ],
    });
    expect(checked.ok ? [] : checked.errors.map((error) => `${error.path} ${error.key}`)).toEqual([
      '/events/0/id validation.required',
      '/events/0/query error.400',
      '/events/0/found error.400',
      '/events/1/filters validation.number_max',
      '/events/2/id validation.required',
      '/events/2/at validation.date',
      '/events/2/filters/0/value validation.required',
    ]);
  });
});
