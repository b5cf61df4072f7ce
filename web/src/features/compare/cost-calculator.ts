// The cost per patient result of each compared product: consumables for the patient tests and
// for the quality controls (RiliBÄK asks point-of-care devices for control measurements on each
// day of use and with each new reagent lot, and every control uses a test), the device bought
// and written off over some years or leased, and calibration and service. Pure: the inputs come
// in as numbers, the figures go out; the page (CostCalculator.tsx) parses and keeps them, the
// report model prints them.
import { QUOTATION_TESTS_PER_YEAR_MAX, type Product } from '@poct/schemas';

export const COST_FIELDS = [
  'testsPerYear',
  'pricePerTest',
  'qcPerDay',
  'qcPerLot',
  'daysPerYear',
  'lotsPerYear',
  'devicePrice',
  'depreciationYears',
  'leasePerYear',
  'servicePerYear',
] as const;
export type CostField = (typeof COST_FIELDS)[number];

export type Financing = 'purchase' | 'lease';

/** One product's inputs; every figure per year unless named otherwise, amounts net in EUR. */
export type CostInputs = Record<CostField, number> & { financing: Financing };

export interface CostFigures {
  /** Control measurements a year: per day × days of use + per lot × lots. */
  controlTests: number;
  /** Consumables for patient and control tests. */
  consumables: number;
  /** The device's share of the year: purchase price ÷ years, or the lease. */
  device: number;
  service: number;
  total: number;
  /** Total ÷ patient results; null without patient results (never Infinity or NaN). */
  perResult: number | null;
}

/** Whole numbers or amounts, and the range each input accepts. */
export const COST_LIMITS: Readonly<
  Record<CostField, { kind: 'integer' | 'price'; min: number; max: number }>
> = {
  // As many as a quote request takes: the figure is handed on to it.
  testsPerYear: { kind: 'integer', min: 0, max: QUOTATION_TESTS_PER_YEAR_MAX },
  pricePerTest: { kind: 'price', min: 0, max: 100_000 },
  qcPerDay: { kind: 'integer', min: 0, max: 1000 },
  qcPerLot: { kind: 'integer', min: 0, max: 1000 },
  daysPerYear: { kind: 'integer', min: 0, max: 366 },
  lotsPerYear: { kind: 'integer', min: 0, max: 365 },
  devicePrice: { kind: 'price', min: 0, max: 10_000_000 },
  depreciationYears: { kind: 'integer', min: 1, max: 30 },
  leasePerYear: { kind: 'price', min: 0, max: 10_000_000 },
  servicePerYear: { kind: 'price', min: 0, max: 10_000_000 },
};

/** Days a point-of-care device is used in a year (working days) and reagent lots used, until told otherwise. */
export const DEFAULT_DAYS_OF_USE = 250;
export const DEFAULT_LOTS_PER_YEAR = 4;
export const DEFAULT_DEPRECIATION_YEARS = 5;

/** The inputs a product starts with: its consumable cost, quality control and default price where the catalogue has them. */
export function prefilledInputs(
  product: Pick<Product, 'consumable_cost_per_test' | 'quality_control' | 'price'>,
): CostInputs {
  return {
    testsPerYear: 0,
    pricePerTest: product.consumable_cost_per_test ?? 0,
    qcPerDay: product.quality_control?.per_day ?? 0,
    qcPerLot: product.quality_control?.per_lot ?? 0,
    daysPerYear: DEFAULT_DAYS_OF_USE,
    lotsPerYear: DEFAULT_LOTS_PER_YEAR,
    financing: 'purchase',
    devicePrice: product.price.default,
    depreciationYears: DEFAULT_DEPRECIATION_YEARS,
    leasePerYear: 0,
    servicePerYear: 0,
  };
}

export type CostProblem =
  { kind: 'required' } | { kind: 'whole_number' } | { kind: 'min' | 'max'; limit: number };

/** What is wrong with one input (NaN: left empty), or null. */
export function costFieldProblem(field: CostField, value: number): CostProblem | null {
  const limits = COST_LIMITS[field];
  if (Number.isNaN(value)) return { kind: 'required' };
  if (limits.kind === 'integer' && !Number.isInteger(value)) return { kind: 'whole_number' };
  if (value < limits.min) return { kind: 'min', limit: limits.min };
  if (value > limits.max) return { kind: 'max', limit: limits.max };
  return null;
}

/** The problems of a whole set of inputs, by field (empty: the inputs can be calculated). */
export function costProblems(inputs: CostInputs): Partial<Record<CostField, CostProblem>> {
  const problems: Partial<Record<CostField, CostProblem>> = {};
  for (const field of COST_FIELDS) {
    const problem = costFieldProblem(field, inputs[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The year's costs of valid inputs (costProblems empty). */
export function computeCost(inputs: CostInputs): CostFigures {
  const controlTests = inputs.qcPerDay * inputs.daysPerYear + inputs.qcPerLot * inputs.lotsPerYear;
  const consumables = (inputs.testsPerYear + controlTests) * inputs.pricePerTest;
  const device =
    inputs.financing === 'purchase' ? inputs.devicePrice / inputs.depreciationYears : inputs.leasePerYear;
  const service = inputs.servicePerYear;
  const total = consumables + device + service;
  return {
    controlTests,
    consumables,
    device,
    service,
    total,
    perResult: inputs.testsPerYear > 0 ? total / inputs.testsPerYear : null,
  };
}

/** A stored set of inputs as far as it is one (other fields fall back to `base`); anything else is dropped. */
export function readInputs(raw: unknown, base: CostInputs): CostInputs {
  if (typeof raw !== 'object' || raw === null) return base;
  const record = raw as Record<string, unknown>;
  const inputs: CostInputs = { ...base };
  for (const field of COST_FIELDS) {
    const value = record[field];
    if (typeof value === 'number' && costFieldProblem(field, value) === null) inputs[field] = value;
  }
  if (record.financing === 'purchase' || record.financing === 'lease') inputs.financing = record.financing;
  return inputs;
}
