// A table of statistics sorted and paged by the server: real column headers, the sorted column
// marked with aria-sort, each sortable header a button.
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button.tsx';
import { Table } from '../../ui/Table.tsx';
import './statistics.css';
import { formatDateTime } from '../../lib/format.ts';

export interface StatColumn<Row> {
  id: string;
  header: string;
  numeric?: boolean;
  sortable?: boolean;
  cell(row: Row): ReactNode;
}

export interface Sorting {
  by: string;
  dir: 'asc' | 'desc';
}

export function StatTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
}: {
  caption: string;
  columns: readonly StatColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  sort?: Sorting;
  onSort?(sort: Sorting): void;
}) {
  return (
    <Table
      className="stat-table"
      caption={caption}
      headers={columns.map((column) => {
        const sorted = sort?.by === column.id;
        return {
          id: column.id,
          className: column.numeric ? 'stat-table__number' : undefined,
          sort: sorted ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined,
          label:
            column.sortable && onSort ? (
              <Button
                variant="quiet"
                onPress={() =>
                  onSort({
                    by: column.id,
                    // Numbers and dates start with the largest, texts with A.
                    dir: sorted ? (sort.dir === 'asc' ? 'desc' : 'asc') : column.numeric ? 'desc' : 'asc',
                  })
                }
              >
                {column.header}
                {sorted && <span aria-hidden="true">{sort.dir === 'asc' ? ' ▲' : ' ▼'}</span>}
              </Button>
            ) : (
              column.header
            ),
        };
      })}
    >
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {columns.map((column) => (
            <td key={column.id} className={column.numeric ? 'stat-table__number' : undefined}>
              {column.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

export function Paging({
  offset,
  limit,
  total,
  onOffset,
}: {
  offset: number;
  limit: number;
  total: number;
  onOffset(offset: number): void;
}) {
  const { t } = useLingui();
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(total, offset + limit);
  return (
    <nav className="stat-paging" aria-label={t`Pages`}>
      <Button
        variant="secondary"
        isDisabled={offset === 0}
        onPress={() => onOffset(Math.max(0, offset - limit))}
      >
        <Trans>Previous</Trans>
      </Button>
      <span role="status">
        <Trans>
          {from}–{to} of {total}
        </Trans>
      </span>
      <Button variant="secondary" isDisabled={to >= total} onPress={() => onOffset(offset + limit)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}

export function useDateTime(): (iso: string) => string {
  const { i18n } = useLingui();
  return (iso: string) => formatDateTime(iso, i18n.locale);
}

/** Sorting and paging of a server-paged statistics table; a new sort or filter starts at page one. */
export function useStatPaging(initial: Sorting, limit: number) {
  const [sort, setSort] = useState<Sorting>(initial);
  const [offset, setOffset] = useState(0);
  return {
    sort,
    offset,
    limit,
    /** Back to the first page (after a filter changed). */
    restart: () => setOffset(0),
    onSort: (next: Sorting) => {
      setSort(next);
      setOffset(0);
    },
    onOffset: setOffset,
  };
}

/** A statistics table sorted and paged by the server, with its pager. */
export function PagedStatTable<Row>({
  page,
  paging,
  ...table
}: {
  caption: string;
  columns: readonly StatColumn<Row>[];
  rowKey(row: Row): string;
  page: { items: Row[]; total: number };
  paging: ReturnType<typeof useStatPaging>;
}) {
  return (
    <>
      <StatTable {...table} rows={page.items} sort={paging.sort} onSort={paging.onSort} />
      <Paging offset={paging.offset} limit={paging.limit} total={page.total} onOffset={paging.onOffset} />
    </>
  );
}
