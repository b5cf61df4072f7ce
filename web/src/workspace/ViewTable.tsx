// The table of a resource's own view (moderation queue, quotations, demo slots, change history):
// the empty message when no row is there, else the count as a status line and one table row a
// row, so each view writes only its headers and cells.
import type { ReactNode } from 'react';
import { Table, type TableHeader } from '../ui/Table.tsx';

export function ViewTable<R>({
  rows,
  empty,
  count,
  caption,
  className,
  headers,
  row,
  after,
}: {
  rows: readonly R[];
  /** Said (as a status) when there is no row. */
  empty: ReactNode;
  /** How many rows, said above the table; none for a paged list that says it below. */
  count?: ReactNode;
  caption: string;
  className: string;
  headers: readonly TableHeader[];
  row(row: R): ReactNode;
  /** Below the table when there are rows (the paging of a paged list). */
  after?: ReactNode;
}) {
  if (rows.length === 0)
    return (
      <p className="muted" role="status">
        {empty}
      </p>
    );
  return (
    <>
      {count !== undefined && (
        <p className="muted" role="status">
          {count}
        </p>
      )}
      <Table className={className} caption={caption} headers={headers}>
        {rows.map(row)}
      </Table>
      {after}
    </>
  );
}
