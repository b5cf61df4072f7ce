// Pieces the record screens (record-screens.ts, post-screen.ts) share: where a screen lives
// (its REST address and routes, named after its module), a date column that shows the date in the
// page's language and sorts by the stored value, and the two-language name and description.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteId } from '@poct/schemas';
import { formatCalendarDate, formatDateTime } from '../../lib/format.ts';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import type { Doc } from '../../workspace/forms/pointer.ts';
import type { RecordColumn, RecordScreen } from './record-types.ts';

type Module = RecordScreen['module'];
type ScreenRoutes<M extends string> = `ds.${M}` | `ds.${M}.create` | `ds.${M}.edit`;

/**
 * The REST address (`/api/admin/<module>`, sync-server records router) and the routes
 * (`ds.<module>`, `.create`, `.edit`) of a module's screen; a module without those routes in
 * the route table does not compile.
 */
export function screenAddress<M extends Module>(
  module: M & (ScreenRoutes<M> extends RouteId ? unknown : never),
): Pick<RecordScreen, 'module' | 'api' | 'routes'> {
  const list = `ds.${module}` as RouteId;
  return {
    module,
    api: `/api/admin/${module}`,
    routes: { list, create: `${list}.create` as RouteId, edit: `${list}.edit` as RouteId },
  };
}

/** A column of an ISO date field: a calendar date or a date with time, sorted by the stored value. */
export function dateColumn(
  field: string,
  label: MessageDescriptor,
  shows: 'date' | 'date-time',
): RecordColumn {
  const value = (row: Doc) => String(row[field] ?? '');
  const format = shows === 'date' ? formatCalendarDate : formatDateTime;
  return {
    id: field,
    label,
    text: (row, i18n) => (value(row) ? format(value(row), i18n.locale) : ''),
    sortValue: value,
  };
}

/** Name and description in German and English (plans, forum topics). */
export const NAME_AND_DESCRIPTION_FIELDS: readonly FieldSpec[] = [
  { path: '/name/de', label: msg`Name (German)`, control: { kind: 'text' }, required: true },
  { path: '/name/en', label: msg`Name (English)`, control: { kind: 'text' }, required: true },
  {
    path: '/description/de',
    label: msg`Description (German)`,
    control: { kind: 'text', multiline: true },
    required: true,
  },
  {
    path: '/description/en',
    label: msg`Description (English)`,
    control: { kind: 'text', multiline: true },
    required: true,
  },
];
