// What the quotations feature offers the other features: they import it from here, never from its files.
export { QuoteRequest } from './QuoteRequest.tsx';
export type { OutboxKind } from './outbox.ts';
export { useOutbox, type OutboxHandle } from './use-outbox.ts';
export { TESTS_PER_YEAR_PARAM } from './quote-form.ts';
