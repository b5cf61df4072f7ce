import { describe, expect, it } from 'vitest';
import { validateDocument } from '@poct/schemas';
import {
  EMPTY_QUOTE,
  newQuotationId,
  quoteFieldProblem,
  testsPerYearFrom,
  quoteProblems,
  toQuotationRequest,
} from './quote-form.ts';

const context = { testIds: ['prod-00001-sp1', 'prod-00001-sp2'] };
const filled = {
  ...EMPTY_QUOTE,
  name: '  Petra Müller ',
  email: 'petra@example.test',
  subject: 'Offer',
  message: 'Please send an offer.',
  devices_count: '3',
  sub_product_id: 'prod-00001-sp2',
};

describe('quote form rules', () => {
  it('asks for every required field and a test', () => {
    expect(quoteProblems({ ...EMPTY_QUOTE, devices_count: '' }, context)).toEqual({
      name: { kind: 'required' },
      email: { kind: 'required' },
      subject: { kind: 'required' },
      message: { kind: 'required' },
      devices_count: { kind: 'required' },
      sub_product_id: { kind: 'select' },
    });
  });

  it('accepts a complete form', () => {
    expect(quoteProblems(filled, context)).toEqual({});
  });

  it('needs no test when the product has none, and only one of its own otherwise', () => {
    expect(quoteFieldProblem('sub_product_id', '', { testIds: [] })).toBeNull();
    expect(quoteFieldProblem('sub_product_id', 'prod-00003-sp1', context)).toEqual({ kind: 'select' });
  });

  it('checks the email format', () => {
    expect(quoteFieldProblem('email', 'petra.mueller', context)).toEqual({ kind: 'email' });
    expect(quoteFieldProblem('email', 'petra@klinik', context)).toEqual({ kind: 'email' });
    expect(quoteFieldProblem('email', 'petra.mueller@klinik.example', context)).toBeNull();
  });

  it('wants whole numbers: at least one device, no negative test count', () => {
    expect(quoteFieldProblem('devices_count', '0', context)).toEqual({ kind: 'min', min: 1 });
    expect(quoteFieldProblem('devices_count', '2.5', context)).toEqual({ kind: 'whole_number' });
    expect(quoteFieldProblem('tests_per_year', '-3', context)).toEqual({ kind: 'min', min: 0 });
    expect(quoteFieldProblem('tests_per_year', '0', context)).toBeNull();
    expect(quoteFieldProblem('tests_per_year', '', context)).toBeNull();
    expect(quoteFieldProblem('tests_per_year', '10000001', context)).toEqual({
      kind: 'max',
      max: 10_000_000,
    });
    expect(quoteFieldProblem('tests_per_year', '10000000', context)).toBeNull();
  });

  it('takes the tests per year an address hands on only as digits within the bounds', () => {
    expect(testsPerYearFrom('1200')).toBe(1200);
    expect(testsPerYearFrom('0')).toBe(0);
    expect(testsPerYearFrom(null)).toBeUndefined();
    expect(testsPerYearFrom('1.200')).toBeUndefined();
    expect(testsPerYearFrom('-5')).toBeUndefined();
    expect(testsPerYearFrom('99999999')).toBeUndefined();
  });

  it('checks dates and the schema length limits', () => {
    expect(quoteFieldProblem('planned_purchase_date', '2026-13-01', context)).toEqual({ kind: 'date' });
    expect(quoteFieldProblem('planned_purchase_date', '2026-10-01', context)).toBeNull();
    expect(quoteFieldProblem('phone', '1'.repeat(51), context)).toEqual({ kind: 'max_length', max: 50 });
    expect(quoteFieldProblem('subject', 'x'.repeat(301), context)).toEqual({ kind: 'max_length', max: 300 });
  });
});

describe('toQuotationRequest', () => {
  it('trims, converts numbers and leaves out empty optional fields', () => {
    const request = toQuotationRequest(
      { ...filled, tests_per_year: '5000', company: ' ' },
      { id: 'quote-0001-abcdef', productId: 'prod-00001' },
    );
    expect(request).toEqual({
      id: 'quote-0001-abcdef',
      product_id: 'prod-00001',
      sub_product_id: 'prod-00001-sp2',
      name: 'Petra Müller',
      email: 'petra@example.test',
      subject: 'Offer',
      message: 'Please send an offer.',
      devices_count: 3,
      tests_per_year: 5000,
    });
  });

  it('makes what the shared schema accepts once the server adds its fields', () => {
    const request = toQuotationRequest(
      { ...filled, planned_purchase_date: '2026-10-01', phone: '+49 30 1', additional_info: 'Ward 3' },
      { id: newQuotationId(), productId: 'prod-00001' },
    );
    const at = '2026-01-02T10:00:00.000Z';
    const stored = { ...request, user_id: 'user-premium', locale: 'en', created_at: at, updated_at: at };
    expect(validateDocument('quotation', stored)).toEqual({ ok: true });
  });
});
