// The list's early first page (issue 15, workspace/first-page-record.ts): while the rows load, the
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
const rowsOf = (count: number, prefix: string): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${String(i).padStart(3, '0')}`,
    name: `${prefix} ${String(i).padStart(3, '0')}`,
  }));

async function renderTable(props: {
  rows: Row[] | null;
  preview: FirstPage<Row> | null;
  kept: FirstPage<Row>[];
}) {
  await activateLocale('en');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const render = (rows: Row[] | null) =>
    act(async () =>
      root.render(
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/en/ds/products']}>
            <EntityTable
              caption="Products"
              rows={rows}
              rowKey={(row) => row.id}
              columns={columns}
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
    const preview: FirstPage<Row> = { rows: rowsOf(3, 'Kept'), total: 120, pages: 3 };
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
    expect(kept.at(-1)).toEqual({ rows: rows.slice(0, 50), total: 60, pages: 2 });

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
});
