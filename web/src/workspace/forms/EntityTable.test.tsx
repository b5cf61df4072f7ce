// The list's early first page (workspace/first-page-record.ts): while the rows load, the
// kept first page is shown busy (controls disabled, no row actions); the rows replace it; the
// default view's first page is handed on to be kept, other views are not.
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { activateLocale } from '../../i18n/catalog.ts';
import type { FirstPage } from '../first-page-record.ts';
import { EntityTable } from './EntityTable.tsx';
import type { Column } from './list-model.ts';

interface Row {
  id: string;
  name: string;
}

const columns: Column<Row>[] = [{ id: 'name', label: 'Name', text: (row) => row.name }];
const keptPage = (rows: Row[], total: number, pages: number, locale = 'en'): FirstPage<Row> => ({
  rows,
  total,
  pages,
  cells: rows.map((row) => ({ name: row.name })),
  locale,
});
const rowsOf = (count: number, prefix: string): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${String(i).padStart(3, '0')}`,
    name: `${prefix} ${String(i).padStart(3, '0')}`,
  }));

async function renderTable<R extends Row = Row>(props: {
  rows: R[] | null;
  preview: FirstPage<R> | null;
  kept: FirstPage<R>[];
  columns?: Column<R>[];
}) {
  await activateLocale('en');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const render = (rows: R[] | null, shown: Column<R>[] = props.columns ?? (columns as Column<R>[])) =>
    act(async () =>
      root.render(
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/en/ds/products']}>
            <EntityTable
              caption="Products"
              rows={rows}
              rowKey={(row) => row.id}
              columns={shown}
              actions={(row) => <button type="button">Delete {row.name}</button>}
              empty={<p>None</p>}
              preview={props.preview}
              onFirstPage={(page) => props.kept.push(page)}
            />
          </MemoryRouter>
        </I18nProvider>,
      ),
    );
  await render(props.rows);
  return { container, render, unmount: () => act(() => root.unmount()) };
}

const names = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody th[scope="row"]')].map((cell) => cell.textContent);

describe('EntityTable with a kept first page', () => {
  it('shows the kept page busy until the rows arrive, then the rows, and keeps the new first page', async () => {
    const preview = keptPage(rowsOf(3, 'Kept'), 120, 3);
    const kept: FirstPage<Row>[] = [];
    const table = await renderTable({ rows: null, preview, kept });
    const { container } = table;
    expect(names(container)).toEqual(['Kept 000', 'Kept 001', 'Kept 002']);
    expect(container.querySelector('.wf-list')?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.wf-count')?.textContent).toBe('120 entries Loading…');
    expect(container.querySelector<HTMLInputElement>('input[type="search"]')?.disabled).toBe(true);
    expect(container.querySelector<HTMLButtonElement>('thead button')?.disabled).toBe(true);
    expect(container.textContent).toContain('Page 1 of 3');
    // No row actions on a page that may be stale.
    expect(container.querySelector('tbody button')).toBeNull();
    expect(kept).toEqual([]);

    const rows = rowsOf(60, 'Row');
    await table.render(rows);
    expect(container.querySelector('.wf-list')?.getAttribute('aria-busy')).toBe('false');
    expect(names(container)).toEqual(rows.slice(0, 50).map((row) => row.name));
    expect(container.querySelector('.wf-count')?.textContent).toBe('60 entries');
    expect(container.querySelector<HTMLInputElement>('input[type="search"]')?.disabled).toBe(false);
    expect(container.querySelector('tbody button')?.textContent).toBe('Delete Row 000');
    expect(kept.at(-1)).toEqual(keptPage(rows.slice(0, 50), 60, 2));

    // Another view (the second page) is not the default view: nothing more is kept.
    const before = kept.length;
    const next = [...container.querySelectorAll('nav.wf-pager button')].find((button) =>
      button.textContent?.includes('Next page'),
    )!;
    await act(async () => next.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(container.textContent).toContain('Page 2 of 2');
    expect(kept.length).toBe(before);
    await table.unmount();
  });

  it('says it is loading when there is neither rows nor a kept page', async () => {
    const table = await renderTable({ rows: null, preview: null, kept: [] });
    expect(table.container.querySelector('.wf-loading')?.textContent).toBe('Loading…');
    expect(table.container.querySelector('table')).toBeNull();
    await table.unmount();
  });

  it('shows a kept page with the texts it showed (the product names of links), until they load', async () => {
    interface LinkRow extends Row {
      product_id: string;
    }
    const linkColumns = (names: Map<string, string> | null): Column<LinkRow>[] => [
      { id: 'name', label: 'Title', text: (row) => row.name },
      {
        id: 'product',
        label: 'Product',
        text: (row) => names?.get(row.product_id) ?? row.product_id,
        waiting: names === null,
      },
    ];
    const links: LinkRow[] = rowsOf(2, 'Link').map((row, index) => ({ ...row, product_id: `p-${index}` }));
    const productCells = (container: HTMLElement) =>
      [...container.querySelectorAll('tbody td:nth-child(2)')].map((cell) => cell.textContent);
    const preview: FirstPage<LinkRow> = {
      rows: links,
      total: 2,
      pages: 1,
      cells: links.map((row, index) => ({ name: row.name, product: `Kept product ${index}` })),
      locale: 'en',
    };
    const kept: FirstPage<LinkRow>[] = [];
    const table = await renderTable<LinkRow>({ rows: null, preview, kept, columns: linkColumns(null) });
    const { container } = table;
    expect(productCells(container)).toEqual(['Kept product 0', 'Kept product 1']);
    // The links are in but the products are not: still the kept page, busy, nothing kept.
    await table.render(links, linkColumns(null));
    expect(container.querySelector('.wf-list')?.getAttribute('aria-busy')).toBe('true');
    expect(productCells(container)).toEqual(['Kept product 0', 'Kept product 1']);
    expect(kept).toEqual([]);
    const names = new Map([
      ['p-0', 'Cobas'],
      ['p-1', 'Afinion'],
    ]);
    await table.render(links, linkColumns(names));
    expect(container.querySelector('.wf-list')?.getAttribute('aria-busy')).toBe('false');
    expect(productCells(container)).toEqual(['Cobas', 'Afinion']);
    expect(kept.at(-1)?.cells).toEqual([
      { name: 'Link 000', product: 'Cobas' },
      { name: 'Link 001', product: 'Afinion' },
    ]);
    await table.unmount();
  });

  it('computes the cells again when the kept page was shown in another language', async () => {
    const preview = { ...keptPage(rowsOf(1, 'Row'), 1, 1, 'de'), cells: [{ name: 'Alter Text' }] };
    const table = await renderTable({ rows: null, preview, kept: [] });
    expect(names(table.container)).toEqual(['Row 000']);
    await table.unmount();
  });
});
