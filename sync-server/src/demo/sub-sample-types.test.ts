// Every sub-sample type the demo catalogue draws reads in English on English pages and stays as
// stored on German ones.
import { describe, expect, it } from 'vitest';
import { subSampleTypeIn } from '@poct/schemas';
import { DEVICE_CATEGORIES } from './categories.ts';

const drawn = [
  ...new Set(
    DEVICE_CATEGORIES.flatMap((category) => category.panels.flatMap((panel) => panel.sub_sample_types)),
  ),
];

describe('the demo sub-sample types', () => {
  it.each(drawn)('%s has an English name and keeps its German one', (text) => {
    expect(subSampleTypeIn(text, 'de')).toBe(text);
    const english = subSampleTypeIn(text, 'en');
    expect(english).not.toMatch(/[äöüß]|Heparin|Kapill|urin\b|nativ\b|Citrat\b/);
    if (!/^[A-Z]+$/.test(text)) expect(english).not.toBe(text);
  });
});
