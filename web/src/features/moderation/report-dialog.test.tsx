// The report dialog in German and English: "Inhalt melden" / "Report content" opens a dialog
// with the item's address filled in; sending it without a category, an explanation or the
// statement of good faith shows each field's own text from the catalogue and sends nothing.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { makeUser } from '../../test/fake-server.ts';
import { waitFor } from '../../test/render-app.tsx';
import { renderPart } from '../../test/render-part.tsx';
import { ReportDialog } from './ReportDialog.tsx';

describe('the report dialog', () => {
  it.each([
    ['/posts/p1', 'de', 'Inhalt melden', 'Meldung senden'],
    ['/en/posts/p1', 'en', 'Report content', 'Send report'],
  ] as const)('on %s refuses an incomplete report beside its fields', async (path, locale, open, send) => {
    const part = await renderPart(
      path,
      makeUser({ premium: true }),
      <ReportDialog kind="post" id="p1" location="https://atlas.example/posts/p1" />,
    );
    const button = (within: ParentNode, name: string) =>
      [...within.querySelectorAll('button')].find((found) => found.textContent === name);
    const trigger = await waitFor(() => {
      expect(button(part.container, open)).toBeTruthy();
      return button(part.container, open)!;
    });
    await act(async () => trigger.click());
    const dialog = await waitFor(() => {
      const found = document.querySelector('[role="dialog"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(dialog.querySelector<HTMLInputElement>('input[name="location"]')?.value).toBe(
      'https://atlas.example/posts/p1',
    );
    await act(async () => button(dialog, send)!.click());
    await waitFor(() => {
      const text = dialog.textContent ?? '';
      expect(text).toContain(message('validation.select', locale));
      expect(text).toContain(message('validation.required', locale));
      expect(text).toContain(message('validation.report_good_faith', locale));
    });
    expect(part.requests.filter((request) => request.path.includes('/report'))).toEqual([]);
    await part.unmount();
  });
});
