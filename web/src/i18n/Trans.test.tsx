// User text in a <Trans> value is text: it never becomes one of the message's elements and
// nothing tag-like in it is dropped (Trans.tsx, the runtime the macro compiles to).
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Plural, Select, Trans } from '@lingui/react/macro';
import { describe, expect, it } from 'vitest';
import { mount } from '../test/mount.tsx';
import { activateLocale } from './catalog.ts';

async function render(element: React.ReactNode) {
  await activateLocale('en');
  return (await mount(<I18nProvider i18n={i18n}>{element}</I18nProvider>)).container;
}

describe('<Trans> with user text', () => {
  it('shows a name that looks like the message’s own tags as it was written', async () => {
    const name = '<0>Boss</0> & <b>bold</b> <1/>';
    const container = await render(
      <p>
        <Trans>
          Signed in as <strong>{name}</strong>
        </Trans>
      </p>,
    );
    expect(container.textContent).toBe(`Signed in as ${name}`);
    expect(container.querySelectorAll('strong')).toHaveLength(1);
    expect(container.querySelector('strong')?.textContent).toBe(name);
  });

  it('keeps plain values, numbers, plurals and selects as Lingui formats them', async () => {
    const name = 'Anna';
    const count = 3;
    const role = 'staff';
    const container = await render(
      <p>
        <Trans>Welcome, {name}.</Trans> <Plural value={count} one="# product" other="# products" />{' '}
        <Select value={role} _staff="Staff" other="Visitor" />
      </p>,
    );
    expect(container.textContent).toBe('Welcome, Anna. 3 products Staff');
  });
});
