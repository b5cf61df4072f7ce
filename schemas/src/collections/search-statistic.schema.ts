// How often a search query was asked and whether it found anything (search report).
import type { RxJsonSchema } from 'rxdb';
import { dateTimeField, DOCUMENT_REQUIRED, documentFields, nameField, type DocumentOf } from './fields.ts';

const searchStatisticSchemaLiteral = {
  title: 'search_statistic',
  description: 'Counts of one search query',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    query: nameField,
    count: { type: 'integer', minimum: 0 },
    /** Whether the last search for this query found any product. */
    found: { type: 'boolean' },
    last_searched_at: dateTimeField,
  },
  required: [...DOCUMENT_REQUIRED, 'query', 'count', 'found', 'last_searched_at'],
  additionalProperties: false,
} as const;

export type SearchStatistic = DocumentOf<typeof searchStatisticSchemaLiteral>;
export const searchStatisticSchema: RxJsonSchema<SearchStatistic> = searchStatisticSchemaLiteral;
