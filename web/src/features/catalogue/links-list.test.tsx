// The staff links list writes its dates in the page's language ("15. März 2021", "15 March
// 2021"), never the stored ISO text: its columns (LINKS.useColumns, what the list's table shows
// and sorts by) rendered with the real catalogues in German and English.
import { describe, expect, it } from 'vitest';
import type { Link as LinkDoc, Locale } from '@poct/schemas';
import { validDocuments } from '../../../../schemas/src/test-fixtures.ts';
import { makeUser } from '../../test/fake-server.ts';
import { waitFor } from '../../test/render-app.tsx';
import { renderPart } from '../../test/render-part.tsx';
import { LINKS } from './links.resource.tsx';

const link: LinkDoc = { ...validDocuments().link, published_at: '2021-03-15' };

function LinkCells({ row }: { row: LinkDoc }) {
  const columns = LINKS.useColumns();
  return (
    <table>
      <tbody>
        {columns.map((column) => (
          <tr key={column.id} data-column={column.id}>
            <th>{column.label}</th>
            <td>{column.text(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

describe('the links list', () => {
  it.each<[Locale, string, string]>([
    ['de', 'Veröffentlicht am', '15. März 2021'],
    ['en', 'Published on', '15 March 2021'],
  ])('shows the publication date formatted on a %s page', async (locale, label, date) => {
    const { container, unmount } = await renderPart(
      `/${locale}/ds/links`,
      makeUser(),
      <LinkCells row={link} />,
    );
    const cell = await waitFor(() => {
      const found = container.querySelector('[data-column="published_at"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(cell?.querySelector('th')?.textContent).toBe(label);
    expect(cell?.querySelector('td')?.textContent).toBe(date);
    expect(container.textContent).not.toContain('2021-03-15');
    await unmount();
  });
});
