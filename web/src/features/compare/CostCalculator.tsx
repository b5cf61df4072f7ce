// The cost calculator beside the comparison report: a column per product, side by side, with the
// inputs (prefilled from the product's consumable cost, quality control and default price) as
// number fields in the page's language ("12,50", "1.200" on German pages) and the year's total
// and the cost per patient result. A field typed wrong says so under it and the figures keep the
// last good inputs; good inputs go to the device (cost-inputs.ts) and into the report, its PDF and
// its spreadsheets. Each column leads on to the product's quote request with its tests per year.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Product } from '@poct/schemas';
import { useLocale, useLocalizePath } from '../../i18n/use-locale.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { Link } from '../../ui/Link.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { RadioField } from '../../ui/RadioField.tsx';
import { TESTS_PER_YEAR_PARAM } from '../quotations/index.ts';
import {
  COST_FIELDS,
  COST_LIMITS,
  computeCost,
  costFieldProblem,
  costProblems,
  type CostField,
  type CostInputs,
  type CostProblem,
  type Financing,
} from './cost-calculator.ts';

const LABELS: Readonly<Record<CostField, MessageDescriptor>> = {
  testsPerYear: msg`Patient tests per year`,
  pricePerTest: msg`Price per test or consumables (EUR)`,
  qcPerDay: msg`Control measurements per day of use`,
  qcPerLot: msg`Control measurements per new lot`,
  daysPerYear: msg`Days of use per year`,
  lotsPerYear: msg`New reagent lots per year`,
  devicePrice: msg`Device purchase price (EUR)`,
  depreciationYears: msg`Written off over (years)`,
  leasePerYear: msg`Lease per year (EUR)`,
  servicePerYear: msg`Calibration and service per year (EUR)`,
};

/** The fields of each way to pay for the device: a purchase written off over years, or a lease. */
const SHOWN: Readonly<Record<Financing, readonly CostField[]>> = {
  purchase: COST_FIELDS.filter((field) => field !== 'leasePerYear'),
  lease: COST_FIELDS.filter((field) => field !== 'devicePrice' && field !== 'depreciationYears'),
};

export function CostCalculator({
  products,
  inputs,
  onChange,
}: {
  products: readonly Product[];
  inputs: ReadonlyMap<string, CostInputs>;
  onChange(productId: string, inputs: CostInputs): void;
}) {
  return (
    <section className="cost-calculator" aria-labelledby="cost-calculator-title">
      <h2 id="cost-calculator-title">
        <Trans>Cost per result</Trans>
      </h2>
      <p className="cost-calculator__intro">
        <Trans>
          Enter your figures; the catalogue's consumable cost, quality control and default price are filled in
          where known. Quality controls as RiliBÄK asks for them (per day of use and per new reagent lot) use
          tests too. The results go into the report, its PDF and spreadsheets.
        </Trans>
      </p>
      <div className="cost-calculator__columns">
        {products.map((product) => {
          const own = inputs.get(product.id);
          return own ? (
            <CostColumn
              key={product.id}
              product={product}
              good={own}
              onChange={(next) => onChange(product.id, next)}
            />
          ) : null;
        })}
      </div>
    </section>
  );
}

function CostColumn({
  product,
  good,
  onChange,
}: {
  product: Product;
  good: CostInputs;
  onChange(inputs: CostInputs): void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const localize = useLocalizePath();
  // What is typed, right or wrong; `good` is the last set that could be calculated.
  const [draft, setDraft] = useState<CostInputs>(good);
  const figures = computeCost(good);
  const money = (value: number) => formatMoney(value, locale);
  const headingId = `cost-${product.id}`;

  function problemText(problem: CostProblem, field: CostField): string {
    const limit = (value: number) =>
      COST_LIMITS[field].kind === 'price' ? money(value) : formatNumber(value, locale);
    switch (problem.kind) {
      case 'required':
        return t`Please enter a number`;
      case 'whole_number':
        return t`Please enter a whole number`;
      case 'min': {
        const min = limit(problem.limit);
        return t`The value must be at least ${min}`;
      }
      case 'max': {
        const max = limit(problem.limit);
        return t`The value must be at most ${max}`;
      }
    }
  }

  function update(next: CostInputs) {
    setDraft(next);
    if (Object.keys(costProblems(next)).length === 0) onChange(next);
  }

  const quote = `${localize(`/products/${encodeURIComponent(product.id)}`)}?${TESTS_PER_YEAR_PARAM}=${good.testsPerYear}`;
  return (
    <div className="cost-column" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="cost-column__title">
        {product.name}
      </h3>
      <RadioField
        label={t`Device`}
        value={draft.financing}
        onChange={(value) => update({ ...draft, financing: value === 'lease' ? 'lease' : 'purchase' })}
        options={[
          { value: 'purchase', label: t`Purchase` },
          { value: 'lease', label: t`Lease` },
        ]}
        errorMessage={() => ''}
      />
      {SHOWN[draft.financing].map((field) => {
        const problem = costFieldProblem(field, draft[field]);
        return (
          <NumberField
            key={field}
            name={`${product.id}-${field}`}
            label={i18n._(LABELS[field])}
            kind={COST_LIMITS[field].kind === 'price' ? 'price' : 'decimal'}
            value={draft[field]}
            onChange={(value) => update({ ...draft, [field]: value })}
            isInvalid={problem !== null}
            errorMessage={problem ? problemText(problem, field) : ''}
          />
        );
      })}
      <dl className="cost-column__results" aria-live="polite">
        <div>
          <dt>
            <Trans>Control tests per year</Trans>
          </dt>
          <dd>{formatNumber(figures.controlTests, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Total per year</Trans>
          </dt>
          <dd data-cost="total">{money(figures.total)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Cost per patient result</Trans>
          </dt>
          <dd data-cost="per-result">
            {figures.perResult === null ? (
              <Trans>Enter the patient tests per year</Trans>
            ) : (
              money(figures.perResult)
            )}
          </dd>
        </div>
      </dl>
      {good.testsPerYear > 0 && (
        <Link href={quote} className="cost-column__quote">
          <Trans>Request a quote with these tests per year</Trans>
        </Link>
      )}
    </div>
  );
}
