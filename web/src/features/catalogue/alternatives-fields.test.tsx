// The product editor's alternatives: two product choices (pinned, excluded) named by product
// and manufacturer, never offering the product being edited; ticking one stores its id; the
// shared rules' refusal shows at the field in the page's language; among a whole catalogue only
// the chosen ones and the filter's first matches are drawn.
import { act, useState } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validDocuments } from '../../../../schemas/src/test-fixtures.ts';
import { activateLocale } from '../../i18n/catalog.ts';
import { mount } from '../../test/mount.tsx';
import { FieldInput } from '../../workspace/forms/FieldInput.tsx';
import { OptionsContext } from '../../workspace/forms/options.tsx';
import { validateDraft } from '../../workspace/forms/validation.ts';
import { productChoices } from './catalogue-options.tsx';
import { PRODUCT_FIELDS } from './product-fields.ts';

const PINNED = PRODUCT_FIELDS.find((field) => field.path === '/alternatives_pinned')!;
const EXCLUDED = PRODUCT_FIELDS.find((field) => field.path === '/alternatives_excluded')!;
const PRODUCTS = [
  { id: 'p-edited', name: 'Afinion 2', manufacturer: 'Abbott' },
  { id: 'p-quik', name: 'QuikRead go', manufacturer: 'Aidian' },
  { id: 'p-cobas', name: 'cobas b 101', manufacturer: 'Roche' },
];

function Harness({ seen, products = PRODUCTS }: { seen: unknown[]; products?: typeof PRODUCTS }) {
  const [value, setValue] = useState<unknown>(undefined);
  return (
    <I18nProvider i18n={i18n}>
      <OptionsContext
        value={(source) => ('products' in source ? productChoices(products, 'p-edited', 'de') : [])}
      >
        <FieldInput
          field={PINNED}
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      </OptionsContext>
    </I18nProvider>
  );
}

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

describe('the alternatives fields of the product editor', () => {
  it('offers the other products by name and manufacturer, and ticking one stores its id (German)', async () => {
    await activateLocale('de');
    const seen: unknown[] = [];
    const mounted = await mount(<Harness seen={seen} />);
    unmount = mounted.unmount;
    const { container } = mounted;
    expect(container.textContent).toContain('Angeheftete Alternativen');
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(expect.arrayContaining(['QuikRead go (Aidian)', 'cobas b 101 (Roche)']));
    expect(container.textContent).not.toContain('Afinion 2');
    const box = [...container.querySelectorAll('label')]
      .find((label) => label.textContent === 'QuikRead go (Aidian)')!
      .querySelector('input')!;
    await act(async () => {
      box.click();
    });
    expect(seen.at(-1)).toEqual(['p-quik']);
  });

  it('draws only the chosen products and the first 50 matches of the filter among 1,200', async () => {
    await activateLocale('de');
    const many = Array.from({ length: 1200 }, (_, n) => ({
      id: `p-${n}`,
      name: `Gerät ${n}`,
      manufacturer: n % 2 ? 'Roche' : 'Abbott',
    }));
    const seen: unknown[] = [];
    const mounted = await mount(<Harness seen={seen} products={many} />);
    unmount = mounted.unmount;
    const { container } = mounted;
    const boxes = () => [...container.querySelectorAll('input[type="checkbox"]')].length;
    expect(boxes()).toBe(0);
    expect(container.textContent).toContain(
      'Tippen Sie in den Filter, um einen von 1.200 Einträgen zu finden.',
    );
    const filter = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    const type = async (value: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(filter, value);
        filter.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await type('Roche');
    expect(boxes()).toBe(50);
    expect(container.textContent).toContain('Die ersten 50 von 600 Treffern');
    await type('Gerät 117 ');
    const box = [...container.querySelectorAll('label')]
      .find((label) => label.textContent === 'Gerät 117 (Roche)')!
      .querySelector('input')!;
    await act(async () => box.click());
    expect(seen.at(-1)).toEqual(['p-117']);
    // Once the filter is cleared, the chosen one stays in view.
    await type('');
    expect(boxes()).toBe(1);
  });

  it('shows the shared rules’ refusal at the field: pinned and excluded at once, or the product itself', () => {
    const product = { ...validDocuments().product };
    const both = validateDraft(PRODUCT_FIELDS, 'product', {
      ...product,
      alternatives_pinned: ['p-quik'],
      alternatives_excluded: ['p-quik'],
    });
    expect(both.fields[EXCLUDED.path]).toEqual({ key: 'validation.alternative_both' });
    const itself = validateDraft(PRODUCT_FIELDS, 'product', {
      ...product,
      alternatives_pinned: [product.id],
    });
    expect(itself.fields[PINNED.path]).toEqual({ key: 'validation.alternative_self' });
  });
});
