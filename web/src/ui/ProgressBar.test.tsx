import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale } from '../i18n/catalog.ts';
import { mount } from '../test/mount.tsx';
import { ProgressBar, type ProgressBarProps } from './ProgressBar.tsx';

async function bar(locale: 'de' | 'en', props: ProgressBarProps) {
  await activateLocale(locale);
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <ProgressBar {...props} />
    </I18nProvider>,
  );
  const element = view.container.querySelector<HTMLElement>('[role="progressbar"]')!;
  const label = document.getElementById(element.getAttribute('aria-labelledby')!);
  const fill = element.querySelector<HTMLElement>('.progress__fill')!;
  await view.unmount();
  return { element, label, fill };
}

describe('progress bar', () => {
  it('is named by its label and reads its share in the page language', async () => {
    const de = await bar('de', { label: 'Hochladen…', value: 40 });
    expect(de.label?.textContent).toBe('Hochladen…');
    expect(de.element.getAttribute('aria-valuenow')).toBe('40');
    expect(de.element.getAttribute('aria-valuemin')).toBe('0');
    expect(de.element.getAttribute('aria-valuemax')).toBe('100');
    expect(de.element.getAttribute('aria-valuetext')).toBe('40\u00a0%');
    expect(de.fill.style.width).toBe('40%');
    const en = await bar('en', { label: 'Uploading…', value: 12, maxValue: 48 });
    expect(en.element.getAttribute('aria-valuetext')).toBe('25%');
    expect(en.fill.style.width).toBe('25%');
  });

  it('reads a given value text, keeps a hidden label for screen readers and stays within its track', async () => {
    const given = await bar('en', {
      label: 'Importing',
      value: 500,
      maxValue: 400,
      valueLabel: '500 of 400 written',
    });
    expect(given.element.getAttribute('aria-valuetext')).toBe('500 of 400 written');
    expect(given.fill.style.width).toBe('100%');
    const hidden = await bar('en', { label: 'Loading…', hideLabel: true });
    expect(hidden.label?.className).toBe('visually-hidden');
  });

  it('has no value while it does not know how far the work is', async () => {
    const { element, fill } = await bar('en', { label: 'Loading…' });
    for (const name of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax', 'aria-valuetext']) {
      expect(element.hasAttribute(name)).toBe(false);
    }
    expect(fill.className).toContain('progress__fill--indeterminate');
  });
});
