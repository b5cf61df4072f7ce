// The alternatives of a product: examples for each rule and its reason, then properties over
// random catalogues (never more than five, never the product itself, an excluded or a hidden
// one, pinned first in their order, the same order whatever order the catalogue comes in).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alternativesOf, reasonParts, type AlternativeReason } from './alternatives.ts';
import { product, test } from './test-products.ts';

const ids = (list: { product: { id: string } }[]) => list.map((alternative) => alternative.product.id);

describe('alternativesOf', () => {
  const target = product('p-target', [test(['crp'], 'blood', 10, 8)]);

  it('lists products measuring the same parameters, closest first, and says why', () => {
    const catalogue = [
      target,
      product('p-far', [test(['crp'], 'blood', 50, 8)]),
      product('p-fast', [test(['crp'], 'blood', 10, 5)]),
      product('p-urine', [test(['crp'], 'urine', 10, 8)]),
      product('p-other', [test(['hba1c'], 'blood', 10, 8)]),
    ];
    const found = alternativesOf(target, catalogue);
    expect(ids(found)).toEqual(['p-fast', 'p-far', 'p-urine']);
    expect(found[0]!.reason).toEqual({
      pinned: false,
      sharedParameters: 1,
      ofParameters: 1,
      sameSampleType: true,
      minutesFaster: 3,
      microlitresLess: 0,
    });
    expect(found[1]!.reason.microlitresLess).toBe(-40);
    expect(found[2]!.reason.sameSampleType).toBe(false);
  });

  it('ranks the products measuring more of the parameters first', () => {
    const panel = product('p-panel', [test(['na', 'k', 'cl'], 'blood', 100, 2)]);
    const catalogue = [
      product('p-one', [test(['na'], 'blood', 100, 2)]),
      product('p-two', [test(['na', 'k'], 'serum', 500, 20)]),
      product('p-all', [test(['na'], 'plasma', 300, 10, 'a'), test(['k', 'cl'], 'plasma', 200, 12, 'b')]),
    ];
    const found = alternativesOf(panel, catalogue);
    expect(ids(found)).toEqual(['p-all', 'p-two', 'p-one']);
    expect(found.map((alternative) => alternative.reason.sharedParameters)).toEqual([3, 2, 1]);
  });

  it('reads the parameters of the product itself as well as of its tests', () => {
    const listed = product('p-listed', [], { parameter_ids: ['crp'] });
    expect(ids(alternativesOf(target, [listed]))).toEqual(['p-listed']);
  });

  it('puts pinned products first in their order, even sharing nothing, and never shows excluded ones', () => {
    const curated = product('p-curated', [test(['crp'], 'blood', 10, 8)], {
      alternatives_pinned: ['p-unrelated', 'p-missing', 'p-close'],
      alternatives_excluded: ['p-closer'],
    });
    const catalogue = [
      product('p-closer', [test(['crp'], 'blood', 10, 8)]),
      product('p-close', [test(['crp'], 'blood', 12, 8)]),
      product('p-near', [test(['crp'], 'blood', 14, 8)]),
      product('p-unrelated', [test(['tsh'], 'serum', 20, 15)]),
    ];
    const found = alternativesOf(curated, catalogue);
    expect(ids(found)).toEqual(['p-unrelated', 'p-close', 'p-near']);
    expect(found.map((alternative) => alternative.reason.pinned)).toEqual([true, true, false]);
  });

  it('never shows a hidden product, pinned or not', () => {
    const curated = product('p-curated', [test(['crp'], 'blood', 10, 8)], {
      alternatives_pinned: ['p-hidden'],
    });
    const hidden = product('p-hidden', [test(['crp'], 'blood', 10, 8)], { visible: false });
    expect(alternativesOf(curated, [hidden])).toEqual([]);
  });

  it('has none for a product without parameters and nothing pinned', () => {
    expect(alternativesOf(product('p-empty', []), [target])).toEqual([]);
  });
});

describe('reasonParts', () => {
  const reason = (change: Partial<AlternativeReason>): AlternativeReason => ({
    pinned: false,
    sharedParameters: 2,
    ofParameters: 2,
    sameSampleType: true,
    minutesFaster: 0,
    microlitresLess: 0,
    ...change,
  });

  it('says same parameters and same sample type when nothing else differs', () => {
    expect(reasonParts(reason({}))).toEqual([{ kind: 'same-parameters' }, { kind: 'same-sample-type' }]);
  });

  it('names how much faster and how much less sample, or slower and more', () => {
    expect(reasonParts(reason({ minutesFaster: 3, microlitresLess: 5, sameSampleType: undefined }))).toEqual([
      { kind: 'same-parameters' },
      { kind: 'faster', minutes: 3 },
      { kind: 'less-sample', microlitres: 5 },
    ]);
    expect(reasonParts(reason({ minutesFaster: -2.5, microlitresLess: -10 })).slice(2)).toEqual([
      { kind: 'slower', minutes: 2.5 },
      { kind: 'more-sample', microlitres: 10 },
    ]);
  });

  it('names a pinned choice, a partial overlap and another sample type', () => {
    expect(
      reasonParts(reason({ pinned: true, sharedParameters: 1, ofParameters: 3, sameSampleType: false })),
    ).toEqual([
      { kind: 'pinned' },
      { kind: 'some-parameters', shared: 1, of: 3 },
      { kind: 'other-sample-type' },
    ]);
  });

  it('rounds float noise away', () => {
    const target = product('p-a', [test(['x'], 's', 0.3, 1)]);
    const other = product('p-b', [test(['x'], 's', 0.1 + 0.2, 1)]);
    expect(alternativesOf(target, [other])[0]!.reason.microlitresLess).toBe(0);
  });
});

describe('alternativesOf, properties', () => {
  const PARAMETERS = ['p1', 'p2', 'p3', 'p4'];
  const arbitraryTest = fc.record({
    parameters: fc.subarray(PARAMETERS, { minLength: 1 }),
    sample: fc.constantFrom('blood', 'urine', 'serum'),
    volume: fc.integer({ min: 0, max: 200 }),
    minutes: fc.integer({ min: 0, max: 60 }),
  });
  const arbitraryCatalogue = fc
    .array(
      fc.record({
        tests: fc.array(arbitraryTest, { maxLength: 3 }),
        visible: fc.boolean(),
        name: fc.constantFrom('Alpha', 'Beta', 'Gamma'),
      }),
      { minLength: 1, maxLength: 25 },
    )
    .map((rows) =>
      rows.map((row, index) =>
        product(
          `p-${index}`,
          row.tests.map((t, n) => test(t.parameters, t.sample, t.volume, t.minutes, `sp-${n}`)),
          { visible: row.visible, name: row.name },
        ),
      ),
    );
  const scenario = arbitraryCatalogue.chain((catalogue) => {
    const others = catalogue.map((p) => p.id).concat(['p-missing']);
    return fc.record({
      catalogue: fc.constant(catalogue),
      targetIndex: fc.nat(catalogue.length - 1),
      pinned: fc.shuffledSubarray(others, { maxLength: Math.min(5, others.length) }),
      excluded: fc.subarray(others, { maxLength: Math.min(8, others.length) }),
      order: fc.array(fc.nat(), { minLength: catalogue.length, maxLength: catalogue.length }),
    });
  });
  it('keeps every rule for any catalogue', () => {
    fc.assert(
      fc.property(scenario, ({ catalogue, targetIndex, pinned, excluded, order }) => {
        const base = catalogue[targetIndex]!;
        const pins = pinned.filter((id) => id !== base.id);
        const target = {
          ...base,
          alternatives_pinned: pins,
          alternatives_excluded: excluded.filter((id) => id !== base.id && !pins.includes(id)),
        };
        const found = alternativesOf(target, catalogue);
        const foundIds = ids(found);
        expect(found.length).toBeLessThanOrEqual(5);
        expect(foundIds).not.toContain(target.id);
        expect(new Set(foundIds).size).toBe(foundIds.length);
        for (const alternative of found) {
          expect(target.alternatives_excluded).not.toContain(alternative.product.id);
          expect(alternative.product.visible).toBe(true);
          expect(alternative.reason.pinned || alternative.reason.sharedParameters > 0).toBe(true);
        }
        // Pinned first, in their order: exactly the pinned ones that may show.
        const showable = new Set(
          catalogue.filter((p) => p.visible && !target.alternatives_excluded.includes(p.id)).map((p) => p.id),
        );
        const expectedPinned = pins.filter((id) => showable.has(id)).slice(0, 5);
        expect(foundIds.slice(0, expectedPinned.length)).toEqual(expectedPinned);
        expect(found.slice(expectedPinned.length).every((a) => !a.reason.pinned)).toBe(true);
        // Deterministic: a shuffled catalogue gives the same list.
        const shuffled = catalogue
          .map((p, i) => ({ p, key: order[i]! }))
          .sort((a, b) => a.key - b.key || a.p.id.localeCompare(b.p.id))
          .map(({ p }) => p);
        expect(ids(alternativesOf(target, shuffled))).toEqual(foundIds);
      }),
      { numRuns: 300 },
    );
  });

  it('ranks no product with fewer shared parameters above one with more', () => {
    fc.assert(
      fc.property(scenario, ({ catalogue, targetIndex }) => {
        const found = alternativesOf(catalogue[targetIndex]!, catalogue);
        const shared = found.map((a) => a.reason.sharedParameters);
        expect(shared).toEqual([...shared].sort((a, b) => b - a));
        // Five shown when five or more visible products share a parameter.
        const own = new Set(catalogue[targetIndex]!.sub_products.flatMap((s) => s.parameter_ids));
        const sharing = catalogue.filter(
          (p) =>
            p.id !== catalogue[targetIndex]!.id &&
            p.visible &&
            p.sub_products.some((s) => s.parameter_ids.some((id) => own.has(id))),
        );
        expect(found.length).toBe(Math.min(5, sharing.length));
      }),
      { numRuns: 300 },
    );
  });
});
