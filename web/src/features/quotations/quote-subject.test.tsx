// The quote request dialog on a product page names "quote request" once: the dialog's title asks
// for the quote, and the subject it proposes is the product alone (the staff list and the mail
// put "Quote request:" before it). In German and English.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { validDocuments } from '../../../../schemas/src/test-fixtures.ts';
import { makeUser } from '../../test/fake-server.ts';
import { waitFor } from '../../test/render-app.tsx';
import { renderPart } from '../../test/render-part.tsx';
import { QuoteRequest } from './QuoteRequest.tsx';

const product = validDocuments().product;

describe('the quote request dialog', () => {
  it.each([
    ['/en/products/x', 'Request a quote', /quote request/i],
    ['/products/x', 'Angebot anfordern', /Angebotsanfrage/i],
  ])('on %s proposes the product alone as subject', async (path, button, label) => {
    const user = makeUser({ premium: true });
    const part = await renderPart(path, user, <QuoteRequest product={product} masterdata={new Map()} />);
    const open = await waitFor(() => {
      const found = [...part.container.querySelectorAll('button')].find((b) => b.textContent === button);
      expect(found).toBeTruthy();
      return found!;
    });
    await act(async () => open.click());
    const subject = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="subject"]');
      expect(input).not.toBeNull();
      return input!;
    });
    expect(subject.value).toBe(product.name);
    const title =
      document.querySelector('[role="dialog"] h2, [role="dialog"] [slot="title"]')?.textContent ?? '';
    expect(`${title} ${subject.value}`.match(label) ?? []).toHaveLength(0);
    await part.unmount();
  });

  it('opens with the tests per year the cost calculator hands on', async () => {
    const user = makeUser({ premium: true });
    const part = await renderPart(
      '/products/x?tests_per_year=1200',
      user,
      <QuoteRequest product={product} masterdata={new Map()} />,
    );
    const field = await waitFor(() => {
      const input = [...document.querySelectorAll<HTMLInputElement>('[role="dialog"] input')].find((each) =>
        each.closest('.field')?.textContent?.includes('Tests pro Jahr'),
      );
      expect(input).toBeTruthy();
      return input!;
    });
    expect(field.value).toBe('1.200');
    await part.unmount();
  });
});
