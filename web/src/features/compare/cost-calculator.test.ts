import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validDocuments } from '../../../../schemas/src/test-fixtures.ts';
import { FIRST_COSTS } from './report-fixtures.ts';
import {
  COST_LIMITS,
  computeCost,
  costFieldProblem,
  costProblems,
  prefilledInputs,
  readInputs,
  type CostInputs,
} from './cost-calculator.ts';

const product = validDocuments().product;

const base: CostInputs = FIRST_COSTS;

const whole = (max: number) => fc.integer({ min: 0, max });
const amount = (max: number) => fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true });
const inputs: fc.Arbitrary<CostInputs> = fc.record({
  testsPerYear: whole(COST_LIMITS.testsPerYear.max),
  pricePerTest: amount(COST_LIMITS.pricePerTest.max),
  qcPerDay: whole(100),
  qcPerLot: whole(100),
  daysPerYear: whole(366),
  lotsPerYear: whole(365),
  financing: fc.constantFrom('purchase' as const, 'lease' as const),
  devicePrice: amount(COST_LIMITS.devicePrice.max),
  depreciationYears: fc.integer({ min: 1, max: 30 }),
  leasePerYear: amount(COST_LIMITS.leasePerYear.max),
  servicePerYear: amount(COST_LIMITS.servicePerYear.max),
});

describe('computeCost', () => {
  it('counts the controls as tests and writes the device off over its years', () => {
    const figures = computeCost(base);
    // 1 × 250 days + 2 × 4 lots
    expect(figures.controlTests).toBe(258);
    expect(figures.consumables).toBeCloseTo((1200 + 258) * 12.5);
    expect(figures.device).toBe(1000);
    expect(figures.total).toBeCloseTo(18_225 + 1000 + 300);
    expect(figures.perResult).toBeCloseTo(19_525 / 1200);
  });

  it('takes the lease instead of the purchase price when leased', () => {
    expect(computeCost({ ...base, financing: 'lease', leasePerYear: 2400 }).device).toBe(2400);
  });

  it('gives no figure per result without patient tests, rather than Infinity or NaN', () => {
    fc.assert(
      fc.property(inputs, (given) => {
        const figures = computeCost({ ...given, testsPerYear: 0 });
        expect(figures.perResult).toBeNull();
        expect(Number.isFinite(figures.total)).toBe(true);
      }),
    );
  });

  it('never raises the fixed cost per result with more tests a year', () => {
    fc.assert(
      fc.property(inputs, whole(1_000_000), (given, more) => {
        const tests = Math.max(1, given.testsPerYear);
        const fixedShare = (count: number) => {
          const figures = computeCost({ ...given, testsPerYear: count });
          return (figures.device + figures.service) / count;
        };
        expect(fixedShare(tests + more)).toBeLessThanOrEqual(fixedShare(tests) * (1 + 1e-12));
      }),
    );
  });

  it('is finite and never negative for valid inputs, and the total is its parts', () => {
    fc.assert(
      fc.property(inputs, (given) => {
        expect(costProblems(given)).toEqual({});
        const figures = computeCost(given);
        for (const value of [figures.consumables, figures.device, figures.service, figures.total]) {
          expect(Number.isFinite(value) && value >= 0).toBe(true);
        }
        expect(figures.total).toBeCloseTo(figures.consumables + figures.device + figures.service, 0);
        if (figures.perResult !== null) expect(Number.isFinite(figures.perResult)).toBe(true);
      }),
    );
  });
});

describe('the inputs', () => {
  it('start from the product: consumable cost, quality control and default price', () => {
    expect(prefilledInputs(product)).toMatchObject({
      pricePerTest: 4.5,
      qcPerDay: 1,
      qcPerLot: 2,
      devicePrice: product.price.default,
      testsPerYear: 0,
    });
    const bare = { ...product, consumable_cost_per_test: undefined, quality_control: undefined };
    expect(prefilledInputs(bare)).toMatchObject({ pricePerTest: 0, qcPerDay: 0, qcPerLot: 0 });
  });

  it('name what is wrong with one field', () => {
    expect(costFieldProblem('testsPerYear', Number.NaN)).toEqual({ kind: 'required' });
    expect(costFieldProblem('testsPerYear', 2.5)).toEqual({ kind: 'whole_number' });
    expect(costFieldProblem('pricePerTest', -0.01)).toEqual({ kind: 'min', limit: 0 });
    expect(costFieldProblem('depreciationYears', 0)).toEqual({ kind: 'min', limit: 1 });
    expect(costFieldProblem('daysPerYear', 400)).toEqual({ kind: 'max', limit: 366 });
    expect(costFieldProblem('pricePerTest', 12.5)).toBeNull();
  });

  it('read back from storage keep only valid figures', () => {
    const start = prefilledInputs(product);
    expect(readInputs('nonsense', start)).toEqual(start);
    expect(readInputs({ testsPerYear: 1200, pricePerTest: -3, financing: 'rent' }, start)).toEqual({
      ...start,
      testsPerYear: 1200,
    });
    expect(readInputs({ financing: 'lease', leasePerYear: 1800.5 }, start)).toMatchObject({
      financing: 'lease',
      leasePerYear: 1800.5,
    });
  });
});
