// The product editor's alternatives: two product choices (pinned, excluded) named by product
// and manufacturer, never offering the product being edited; ticking one stores its id; the
// shared rules' refusal shows at the field in the page's language.
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

function Harness({ seen }: { seen: unknown[] }) {
  const [value, setValue] = useState<unknown>(undefined);
  return (
    <I18nProvider i18n={i18n}>
      <OptionsContext
        value={(source) => ('products' in source ? productChoices(PRODUCTS, 'p-edited', 'de') : [])}
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
