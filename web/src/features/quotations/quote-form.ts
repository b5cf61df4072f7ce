// The quote request form's rules, as the server checks them with the
// shared quotation schema: required fields, email format, whole numbers with their lower bounds,
// the length limits of the schema, and a test chosen among the product's tests. Pure, so the
// rules are tested without rendering; the form turns each problem into a sentence.
import { QUOTATION_TESTS_PER_YEAR_MAX, quotationSchema } from '@poct/schemas';
import type { QuotationRequest } from './outbox.ts';

export interface QuoteFormValues {
  name: string;
  company: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  devices_count: string;
  planned_purchase_date: string;
  sub_product_id: string;
  tests_per_year: string;
  additional_info: string;
}

export type QuoteField = keyof QuoteFormValues;

export type QuoteProblem =
  | { kind: 'required' }
  | { kind: 'select' }
  | { kind: 'email' }
  | { kind: 'date' }
  | { kind: 'whole_number' }
  | { kind: 'min'; min: number }
  | { kind: 'max'; max: number }
  | { kind: 'max_length'; max: number };

export interface QuoteContext {
  /** Ids of the product's tests; when there are any, one must be chosen. */
  testIds: readonly string[];
}

export const EMPTY_QUOTE: QuoteFormValues = {
  name: '',
  company: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  devices_count: '1',
  planned_purchase_date: '',
  sub_product_id: '',
  tests_per_year: '',
  additional_info: '',
};

const REQUIRED: ReadonlySet<QuoteField> = new Set(['name', 'email', 'subject', 'message', 'devices_count']);
const NUMBERS: Partial<Record<QuoteField, number>> = { devices_count: 1, tests_per_year: 0 };
const MAXIMA: Partial<Record<QuoteField, number>> = { tests_per_year: QUOTATION_TESTS_PER_YEAR_MAX };
/** ajv-formats' email check, so the browser and the server agree. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function maxLengthOf(field: QuoteField): number | undefined {
  const properties = quotationSchema.properties as Record<string, { maxLength?: number } | undefined>;
  return properties[field]?.maxLength;
}

export function quoteFieldProblem(
  field: QuoteField,
  raw: string,
  context: QuoteContext,
): QuoteProblem | null {
  const value = raw.trim();
  if (field === 'sub_product_id') {
    if (context.testIds.length === 0) return null;
    return context.testIds.includes(value) ? null : { kind: 'select' };
  }
  if (value === '') return REQUIRED.has(field) ? { kind: 'required' } : null;
  const min = NUMBERS[field];
  if (min !== undefined) {
    if (!/^\d+$/.test(value)) return /^-\d+$/.test(value) ? { kind: 'min', min } : { kind: 'whole_number' };
    if (Number(value) < min) return { kind: 'min', min };
    const max = MAXIMA[field];
    return max !== undefined && Number(value) > max ? { kind: 'max', max } : null;
  }
  if (field === 'email' && !EMAIL.test(value)) return { kind: 'email' };
  if (field === 'planned_purchase_date' && !DATE.test(value)) return { kind: 'date' };
  const max = maxLengthOf(field);
  if (max !== undefined && value.length > max) return { kind: 'max_length', max };
  return null;
}

export function quoteProblems(
  values: QuoteFormValues,
  context: QuoteContext,
): Partial<Record<QuoteField, QuoteProblem>> {
  const problems: Partial<Record<QuoteField, QuoteProblem>> = {};
  for (const field of Object.keys(values) as QuoteField[]) {
    const problem = quoteFieldProblem(field, values[field], context);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The request to send; optional fields left empty are not sent. Call only on valid values. */
export function toQuotationRequest(
  values: QuoteFormValues,
  ids: { id: string; productId: string },
): QuotationRequest {
  const text = (field: QuoteField) => values[field].trim();
  const optional = <K extends string, V>(key: K, value: V | undefined) =>
    value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, V>);
  return {
    id: ids.id,
    product_id: ids.productId,
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    message: text('message'),
    devices_count: Number(text('devices_count')),
    ...optional('sub_product_id', text('sub_product_id')),
    ...optional('company', text('company')),
    ...optional('phone', text('phone')),
    ...optional('planned_purchase_date', text('planned_purchase_date')),
    ...optional('tests_per_year', text('tests_per_year') ? Number(text('tests_per_year')) : undefined),
    ...optional('additional_info', text('additional_info')),
  };
}

/** The address parameter by which the cost calculator hands its tests per year on. */
export const TESTS_PER_YEAR_PARAM = 'tests_per_year';

/**
 * The tests per year an address hands on (`?tests_per_year=1200`): digits within the request's
 * bounds, else none (a hand-edited address opens an empty field, never a refused one).
 */
export function testsPerYearFrom(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value <= QUOTATION_TESTS_PER_YEAR_MAX ? value : undefined;
}

/** A fresh id for a request; the server stores a repeat of it only once. */
export function newQuotationId(): string {
  return crypto.randomUUID();
}
