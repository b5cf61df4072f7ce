// A data table with real headers: a caption (hidden unless `captionVisible`), one header row of
// column headers (scope="col", the sorted one marked with aria-sort) and the rows the caller
// draws (each row's first cell usually a row header, `<th scope="row">`).
import type { ReactNode } from 'react';

export interface TableHeader {
  id: string;
  label: ReactNode;
  className?: string;
  sort?: 'ascending' | 'descending' | 'none';
}

export function Table({
  caption,
  captionVisible = false,
  headers,
  children,
  ...props
}: {
  caption?: string;
  captionVisible?: boolean;
  headers: readonly TableHeader[];
  children: ReactNode;
  className?: string;
  id?: string;
  hidden?: boolean;
  'data-testid'?: string;
}) {
  return (
    <table {...props}>
      {caption !== undefined && (
        <caption className={captionVisible ? undefined : 'visually-hidden'}>{caption}</caption>
      )}
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header.id} scope="col" className={header.className} aria-sort={header.sort}>
              {header.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
