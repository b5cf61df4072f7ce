// The list-of-records control (a product's sources): each record is a named group of its
// columns' fields, a button adds one and a button per record removes it, in the page's language.
import { act, useState } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_FIELDS } from '../../features/catalogue/product-fields.ts';
import { activateLocale } from '../../i18n/catalog.ts';
import { mount } from '../../test/mount.tsx';
import { FieldInput } from './FieldInput.tsx';

const SOURCES = PRODUCT_FIELDS.find((field) => field.path === '/sources')!;

function Harness({ initial, seen }: { initial: unknown; seen: unknown[] }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <FieldInput
        field={SOURCES}
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    </I18nProvider>
  );
}

const press = async (button: HTMLElement) => {
  await act(async () => {
    button.click();
  });
};
const buttonNamed = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === name)!;

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

describe('the sources field of the product editor', () => {
  it('shows each source as a group of kind, reference and date; adds and removes sources (German)', async () => {
    await activateLocale('de');
    const seen: unknown[] = [];
    const source = { kind: 'website', reference: 'https://example.com/ifu', as_of: '2025-07-01' };
    const mounted = await mount(<Harness initial={[source]} seen={seen} />);
    unmount = mounted.unmount;
    const { container } = mounted;
    const groups = () => [...container.querySelectorAll('[role="group"][aria-label^="Quelle "]')];
    expect(groups().map((group) => group.getAttribute('aria-label'))).toEqual(['Quelle 1']);
    expect(container.querySelector('input[type="text"]')).toHaveProperty('value', 'https://example.com/ifu');
    expect(groups()[0]!.textContent).toContain('Website');

    await press(buttonNamed(container, 'Quelle hinzufügen'));
    expect(seen.at(-1)).toEqual([source, {}]);
    expect(groups()).toHaveLength(2);

    await press(buttonNamed(container, 'Quelle 1 entfernen'));
    expect(seen.at(-1)).toEqual([{}]);
    expect(groups()).toHaveLength(1);
  });
});
