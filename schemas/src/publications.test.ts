import { describe, expect, it } from 'vitest';
import { MAX_PUBLICATIONS, PUBLICATIONS_FROM_YEAR } from './constants.ts';
import type { Link } from './collections/link.schema.ts';
import { isPublication, selectPublications, selectSafetyNotices } from './publications.ts';

const link = (
  id: string,
  published_at: string,
  visible = true,
  kind: Pick<Link, 'type' | 'category'> = { type: 'additional', category: 'red_laboratory_evaluation' },
) => ({ id, published_at, visible, ...kind });

describe('selectPublications', () => {
  it('follows the spec: at most 10, from 2019 on', () => {
    expect(MAX_PUBLICATIONS).toBe(10);
    expect(PUBLICATIONS_FROM_YEAR).toBe(2019);
  });

  it('keeps at most ten, the newest, newest first', () => {
    // 2017 to 2030: two too old, twelve recent of which the two oldest fall off.
    const links = Array.from({ length: 14 }, (_, index) => link(`l${index}`, `${2017 + index}-06-01`));
    const shown = selectPublications(links);
    expect(shown).toHaveLength(10);
    expect(shown.map((item) => item.published_at)).toEqual(
      Array.from({ length: 10 }, (_, index) => `${2030 - index}-06-01`),
    );
  });

  it('drops everything published before 2019, also when fewer than ten remain', () => {
    const shown = selectPublications([
      link('a', '2018-12-31'),
      link('b', '2019-01-01'),
      link('c', '2015-03-12'),
      link('d', '2024-02-29'),
    ]);
    expect(shown.map((item) => item.id)).toEqual(['d', 'b']);
  });

  it('orders by the full date, not the year alone', () => {
    const shown = selectPublications([
      link('a', '2022-01-27'),
      link('b', '2022-10-03'),
      link('c', '2022-05-15'),
    ]);
    expect(shown.map((item) => item.id)).toEqual(['b', 'c', 'a']);
  });

  it('keeps the input order of publications with the same date', () => {
    const shown = selectPublications([
      link('first', '2021-04-09'),
      link('newer', '2023-01-01'),
      link('second', '2021-04-09'),
      link('third', '2021-04-09'),
    ]);
    expect(shown.map((item) => item.id)).toEqual(['newer', 'first', 'second', 'third']);
  });

  it('cuts ties at the limit in input order', () => {
    const links = Array.from({ length: 12 }, (_, index) => link(`same-${index}`, '2020-01-01'));
    expect(selectPublications(links).map((item) => item.id)).toEqual(
      links.slice(0, 10).map((item) => item.id),
    );
  });

  it('leaves out hidden links and malformed dates', () => {
    const shown = selectPublications([
      link('hidden', '2025-01-01', false),
      link('bad', '2025'),
      link('ok', '2020-02-02'),
    ]);
    expect(shown.map((item) => item.id)).toEqual(['ok']);
  });

  it('does not change its input', () => {
    const links = [link('a', '2019-05-05'), link('b', '2020-05-05')];
    selectPublications(links);
    expect(links.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('counts studies only: photos, contact pages, manuals, the official site and videos take no slot', () => {
    // prod-00001 of the demo catalogue: fourteen links, of which the studies from 2019 on are six.
    const documents: Array<Pick<Link, 'type' | 'category'>> = [
      { type: 'official_website', category: 'manual_product_documentation' },
      { type: 'brochure', category: 'manual_product_documentation' },
      { type: 'quick_guide', category: 'manual_product_documentation' },
      { type: 'other_manual', category: 'manual_product_documentation' },
      { type: 'contact', category: 'manual_product_documentation' },
      { type: 'image', category: 'manual_product_documentation' },
      { type: 'additional', category: 'product_videos' },
      { type: 'official_website', category: 'green_application_studies' },
    ];
    const studies: Array<Pick<Link, 'type' | 'category'>> = [
      { type: 'additional', category: 'red_laboratory_evaluation' },
      { type: 'header', category: 'orange_product_comparison' },
      { type: 'no_link', category: 'green_application_studies' },
      { type: 'additional', category: 'health_economics' },
    ];
    for (const kind of documents) expect(isPublication(kind), JSON.stringify(kind)).toBe(false);
    for (const kind of studies) expect(isPublication(kind), JSON.stringify(kind)).toBe(true);
    const links = [
      ...documents.map((kind, index) => link(`doc-${index}`, `2024-0${(index % 9) + 1}-01`, true, kind)),
      ...studies.map((kind, index) => link(`study-${index}`, `202${index}-06-01`, true, kind)),
    ];
    expect(selectPublications(links).map((item) => item.id)).toEqual([
      'study-3',
      'study-2',
      'study-1',
      'study-0',
    ]);
  });

  it('answers nothing for no links', () => {
    expect(selectPublications([])).toEqual([]);
  });
});

describe('selectSafetyNotices', () => {
  const notice = (published_at: string, visible = true, type: Link['type'] = 'safety_notice') => ({
    type,
    published_at,
    visible,
  });
  it('keeps visible safety notices only, newest first, uncapped and never as publications', () => {
    const links = [
      notice('2024-01-02'),
      notice('2026-05-01'),
      notice('2025-01-01', false),
      notice('2026-06-01', true, 'additional'),
      ...Array.from({ length: 12 }, () => notice('2020-01-01')),
    ];
    const chosen = selectSafetyNotices(links);
    expect(chosen.map((link) => link.published_at).slice(0, 3)).toEqual([
      '2026-05-01',
      '2024-01-02',
      '2020-01-01',
    ]);
    expect(chosen).toHaveLength(14);
    expect(isPublication({ type: 'safety_notice', category: 'red_laboratory_evaluation' })).toBe(false);
  });
});
