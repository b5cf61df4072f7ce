// The list of every workspace entity: a search box, optional filters, sortable columns and
// pages of 50 rows. A plain table with real headers: screen readers announce the column and the
// sort order (aria-sort), and every action is a link or button in the row.
// While the rows load, a kept first page (workspace/first-page-record.ts) may stand in: shown
// busy, its controls disabled, without row actions, until the rows arrive, its cells with the
// texts kept with it (in the page's language; a column's text may need data still loading).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useLocale } from '../../i18n/use-locale.ts';
import { Button } from '../../ui/Button.tsx';
import { Table, type TableHeader } from '../../ui/Table.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { firstPageOf, type FirstPage } from '../first-page-record.ts';
import { defaultListQuery, listPage, prepareListAnswers, type Column, type ListQuery } from './list-model.ts';
import './workspace-forms.css';

export interface EntityTableProps<T> {
  /** Accessible name of the table, e.g. "Products". */
  caption: string;
  rows: readonly T[] | null;
  rowKey(row: T): string;
  columns: readonly Column<T>[];
  /** The first column's cell, e.g. a link to the edit page; defaults to its text. */
  firstCell?(row: T): ReactNode;
  actions?(row: T): ReactNode;
  /** Extra controls beside the search box (filters). */
  filters?: ReactNode;
  filter?(row: T): boolean;
  empty: ReactNode;
  /** Shown while `rows` is null: the default view's first page as last shown on this device. */
  preview?: FirstPage<T> | null;
  /** Gets the default view's first page (no search, first column ascending) whenever it changes. */
  onFirstPage?(page: FirstPage<T>): void;
}

export function EntityTable<T>(props: EntityTableProps<T>) {
  const { caption, rows, rowKey, columns, firstCell, filters, filter, empty, preview, onFirstPage } = props;
  const { t } = useLingui();
  const locale = useLocale();
  const [query, setQuery] = useState<ListQuery>(() => defaultListQuery(columns));
  // A column whose texts still wait for other data keeps the list loading: its answers (and the
  // page kept from them) would show placeholders.
  const listed = columns.some((column) => column.waiting) ? null : rows;
  const page = useMemo(
    () => (listed ? listPage(listed, columns, query, locale, filter) : null),
    [listed, columns, query, locale, filter],
  );
  useEffect(
    () => (listed ? prepareListAnswers(listed, columns, locale) : undefined),
    [listed, columns, locale],
  );
  const defaultView =
    query.search === '' && query.sortBy === (columns[0]?.id ?? '') && !query.descending && query.page === 1;
  useEffect(() => {
    if (page && defaultView) onFirstPage?.(firstPageOf(page, columns, locale));
  }, [page, defaultView, onFirstPage, columns, locale]);

  const early = !page && preview && preview.rows.length > 0 ? preview : null;
  const shown = page ?? (early ? { ...early, page: 1 } : null);
  if (!shown) {
    return (
      <p role="status" className="wf-loading">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const busy = !page;
  const actions = busy ? undefined : props.actions;
  const keptCells = early && early.locale === locale ? early.cells : null;
  const cellText = (row: T, index: number, column: Column<T>) =>
    keptCells?.[index]?.[column.id] ?? column.text(row);

  const sortBy = (id: string) =>
    setQuery((current) => ({
      ...current,
      sortBy: id,
      descending: current.sortBy === id ? !current.descending : false,
      page: 1,
    }));

  return (
    <div className="wf-list" aria-busy={busy}>
      <div className="wf-toolbar">
        <TextField
          label={t`Search`}
          type="search"
          isDisabled={busy}
          value={query.search}
          onChange={(search) => setQuery((current) => ({ ...current, search, page: 1 }))}
        />
        {filters}
      </div>
      <p role="status" aria-live="polite" className="wf-count">
        {t({ message: plural(shown.total, { one: '# entry', other: '# entries' }) })}
        {busy && (
          <>
            {' '}
            <Trans>Loading…</Trans>
          </>
        )}
      </p>
      {listed?.length === 0 ? (
        <div className="wf-empty">{empty}</div>
      ) : (
        <div className="wf-table-wrap">
          <Table
            className="wf-table"
            caption={caption}
            headers={[
              ...columns.map((column) => {
                const sorted = query.sortBy === column.id;
                const header: TableHeader = {
                  id: column.id,
                  sort: sorted ? (query.descending ? 'descending' : 'ascending') : 'none',
                  label: (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => sortBy(column.id)}
                      className="focus-ring"
                    >
                      {column.label}
                      <span aria-hidden="true">{sorted ? (query.descending ? ' ▼' : ' ▲') : ''}</span>
                    </button>
                  ),
                };
                return header;
              }),
              ...(actions ? [{ id: 'actions', label: t`Actions` }] : []),
            ]}
          >
            {shown.rows.map((row, rowIndex) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.id} scope="row">
                      {firstCell ? firstCell(row) : cellText(row, rowIndex, column)}
                    </th>
                  ) : (
                    <td key={column.id}>{cellText(row, rowIndex, column)}</td>
                  ),
                )}
                {actions && <td className="wf-row-actions">{actions(row)}</td>}
              </tr>
            ))}
          </Table>
        </div>
      )}
      {shown.pages > 1 && (
        <nav className="wf-pager" aria-label={t`Pages`}>
          <Button
            variant="secondary"
            isDisabled={busy || shown.page <= 1}
            onPress={() => setQuery((current) => ({ ...current, page: shown.page - 1 }))}
          >
            <Trans>Previous page</Trans>
          </Button>
          <span>
            <Trans>
              Page {shown.page} of {shown.pages}
            </Trans>
          </span>
          <Button
            variant="secondary"
            isDisabled={busy || shown.page >= shown.pages}
            onPress={() => setQuery((current) => ({ ...current, page: shown.page + 1 }))}
          >
            <Trans>Next page</Trans>
          </Button>
        </nav>
      )}
    </div>
  );
}
