import { describe, expect, it } from 'vitest';
import type { Link, MasterData } from '@poct/schemas';
import {
  groupDocuments,
  labelledNamesOf,
  localized,
  namesOf,
  needsInformationWarning,
} from './product-view.ts';

const AT = '2025-07-01T00:00:00.000Z';

function item(id: string, de: string, en: string, code?: string): MasterData {
  return {
    id,
    type: 'parameter',
    name: { de, en },
    created_at: AT,
    updated_at: AT,
    ...(code ? { code } : {}),
  };
}

const masterdata = new Map(
  [
    item('p-crp', 'C-reaktives Protein', 'C-reactive protein', 'CRP'),
    item('p-na', 'Natrium', 'Sodium'),
    item('st-blood', 'Vollblut', 'Whole blood'),
  ].map((entry) => [entry.id, entry]),
);

type LinkFields = Pick<Link, 'type' | 'category' | 'title'> & { visible?: boolean };
const link = (type: Link['type'], category: Link['category'], title: string, visible = true): LinkFields => ({
  type,
  category,
  title,
  visible,
});

describe('localized', () => {
  it('takes the page language and falls back to the other, saying which it is', () => {
    expect(localized({ de: 'Hallo', en: 'Hello' }, 'en')).toEqual({ text: 'Hello', lang: 'en' });
    expect(localized({ de: 'Nur Deutsch', en: ' ' }, 'en')).toEqual({ text: 'Nur Deutsch', lang: 'de' });
  });
});

describe('namesOf and labelledNamesOf', () => {
  it('resolves ids to names in the page language, skipping unknown ids and repeats', () => {
    expect(namesOf(['p-na', 'unknown', 'p-crp', 'p-na'], masterdata, 'de')).toEqual([
      'Natrium',
      'C-reaktives Protein',
    ]);
    expect(namesOf(['st-blood'], masterdata, 'en')).toEqual(['Whole blood']);
  });

  it('adds the short code where there is one', () => {
    expect(labelledNamesOf(['p-crp', 'p-na'], masterdata, 'en')).toEqual([
      'C-reactive protein (CRP)',
      'Sodium',
    ]);
  });
});

describe('groupDocuments', () => {
  it('groups documents by type in a fixed order, videos apart, studies, safety notices and hidden links left out', () => {
    const groups = groupDocuments(
      [
        link('additional', 'product_videos', 'Training video'),
        link('quick_guide', 'manual_product_documentation', 'Quick guide'),
        link('additional', 'red_laboratory_evaluation', 'A study'),
        link('brochure', 'manual_product_documentation', 'Brochure B'),
        link('brochure', 'manual_product_documentation', 'Brochure A'),
        link('official_website', 'manual_product_documentation', 'Manufacturer page'),
        link('other_manual', 'manual_product_documentation', 'Hidden manual', false),
        link('safety_notice', 'manual_product_documentation', 'Field safety notice'),
      ],
      'en',
    );
    expect(groups.map((group) => [group.key, group.links.map((entry) => entry.title)])).toEqual([
      ['official_website', ['Manufacturer page']],
      ['brochure', ['Brochure A', 'Brochure B']],
      ['quick_guide', ['Quick guide']],
      ['video', ['Training video']],
    ]);
  });
});

describe('needsInformationWarning', () => {
  const shown = { links_visible: true };
  it('warns without an official website', () => {
    expect(needsInformationWarning(shown, [])).toBe(true);
    expect(needsInformationWarning(shown, [{ type: 'brochure' }])).toBe(true);
    expect(needsInformationWarning(shown, [{ type: 'official_website', visible: false }])).toBe(true);
  });

  it('does not warn when the official website is there', () => {
    expect(needsInformationWarning(shown, [{ type: 'brochure' }, { type: 'official_website' }])).toBe(false);
  });

  it('warns when the editors hid the links', () => {
    expect(needsInformationWarning({ links_visible: false }, [{ type: 'official_website' }])).toBe(true);
  });
});
