// Facets with live counts: how many results each choice would give with everything else as it
// is. Checkbox groups and labelled selects, so it all works by keyboard and screen reader.
// Parameters, connectivity and transmission have a radio pair beside them: the product has all
// of the ticked values (the default) or any of them. On a
// phone the list starts folded behind a "Filters" button (search.css), so the results come
// first; on wider screens it is always open beside them.
import { memo, useCallback, useId, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { subSampleTypeIn, type MasterData } from '@poct/schemas';
import { CE_STATUS_LABELS, COUNTRY_LABELS } from '../../product/index.ts';
import type { FacetCounts } from './facet-index.ts';
import {
  EMPTY_FILTER,
  isFiltering,
  isPriceInverted,
  MATCH_FACETS,
  MULTI_FACETS,
  SORTS,
  type FacetMatch,
  type FilterState,
  type FilterUpdate,
  type MatchFacet,
  type MultiFacet,
  type Sort,
} from './filter-state.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../../ui/CheckboxGroup.tsx';
import { InlineError } from '../../../ui/InlineError.tsx';
import { NumberField } from '../../../ui/NumberField.tsx';
import { Radio, RadioGroup } from '../../../ui/RadioGroup.tsx';

const COLLAPSED_OPTIONS = 8;
const VOLUME_STEPS = [10, 20, 50, 100, 200, 500];
const TIME_STEPS = [5, 10, 15, 30, 60];
/** Euros typed as the page's language writes them ("1.770,50" on German pages). */
const PRICE_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
const amount = (value: number): number | null => (Number.isNaN(value) ? null : value);

interface Props {
  filter: FilterState;
  counts: FacetCounts;
  masterdata: ReadonlyMap<string, MasterData>;
  onChange: (update: FilterUpdate) => void;
  /** The counts are an answer behind the results on screen (they follow a frame later). */
  updating?: boolean;
}

// Memoised in parts: an answer to a key brings new counts, which re-render the facet groups whose
// counts changed and nothing else (the sort, limits and price fields only follow the filter).
export const FilterPanel = memo(function FilterPanel({
  filter,
  counts,
  masterdata,
  onChange,
  updating = false,
}: Props) {
  const { t } = useLingui();
  const labels: Record<MultiFacet, string> = {
    parameter: t`Parameter`,
    connectivity: t`Connectivity`,
    transmission: t`Transmission`,
    sample_type: t`Sample type`,
    sub_sample_type: t`Sub-sample type`,
    method: t`Method`,
    diagnostic_area: t`Diagnostic area`,
    ivdr_class: t`IVDR class`,
    ce_status: t`CE status`,
    availability: t`Available in`,
  };
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const active = activeFilterCount(filter);
  const changeFacet = useCallback(
    (facet: MultiFacet, values: string[]) =>
      onChange((current) => ({ ...current, values: { ...current.values, [facet]: values } })),
    [onChange],
  );
  const changeMatch = useCallback(
    (facet: MatchFacet, match: FacetMatch) =>
      onChange((current) => ({ ...current, match: { ...current.match, [facet]: match } })),
    [onChange],
  );

  return (
    <aside
      className={open ? 'filters filters--open' : 'filters'}
      aria-label={t`Filter`}
      aria-busy={updating || undefined}
    >
      <Button
        variant="secondary"
        className="filters__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onPress={() => setOpen(!open)}
      >
        {active === 0 ? (
          <Trans>Filters</Trans>
        ) : (
          <Plural value={active} one="Filters (# active)" other="Filters (# active)" />
        )}
      </Button>
      <div id={bodyId} className="filters__body">
        <SortField filter={filter} onChange={onChange} />
        {MULTI_FACETS.map((facet) => (
          <FacetGroup
            key={facet}
            facet={facet}
            label={labels[facet]}
            selected={filter.values[facet]}
            counts={counts.values[facet]}
            masterdata={masterdata}
            onChange={changeFacet}
            match={isMatchFacet(facet) ? filter.match[facet] : null}
            onMatch={changeMatch}
          />
        ))}
        <LimitFields filter={filter} onChange={onChange} />
      </div>
    </aside>
  );
});

interface FieldsProps {
  filter: FilterState;
  onChange: (update: FilterUpdate) => void;
}

const SortField = memo(function SortField({ filter, onChange }: FieldsProps) {
  const { t } = useLingui();
  const sortLabels: Record<Sort, string> = {
    relevance: t`Relevance`,
    name: t`Name`,
    price: t`Price`,
    time_to_result: t`Time to result`,
    rating: t`Rating`,
  };
  return (
    <div className="filters__row">
      <label className="field">
        <span className="field__label">
          <Trans>Sort by</Trans>
        </span>
        <select
          className="field__input"
          value={filter.sort}
          onChange={(event) => {
            const sort = event.target.value as Sort;
            onChange((current) => ({ ...current, sort }));
          }}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </label>
      {isFiltering(filter) && (
        <Button
          variant="quiet"
          onPress={() => onChange((current) => ({ ...EMPTY_FILTER, sort: current.sort }))}
        >
          <Trans>Clear all filters</Trans>
        </Button>
      )}
    </div>
  );
});

const LimitFields = memo(function LimitFields({ filter, onChange }: FieldsProps) {
  const { t } = useLingui();
  const invertedId = useId();
  const number = (value: string): number | null => (value === '' ? null : Number(value));
  return (
    <>
      <label className="field">
        <span className="field__label">
          <Trans>Sample volume up to</Trans>
        </span>
        <select
          className="field__input"
          value={filter.maxSampleVolume ?? ''}
          onChange={(event) => {
            const maxSampleVolume = number(event.target.value);
            onChange((current) => ({ ...current, maxSampleVolume }));
          }}
        >
          <option value="">{t`Any`}</option>
          {VOLUME_STEPS.map((step) => (
            <option key={step} value={step}>
              {t`${step} µl`}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">
          <Trans>Time to result up to</Trans>
        </span>
        <select
          className="field__input"
          value={filter.maxTimeToResult ?? ''}
          onChange={(event) => {
            const maxTimeToResult = number(event.target.value);
            onChange((current) => ({ ...current, maxTimeToResult }));
          }}
        >
          <option value="">{t`Any`}</option>
          {TIME_STEPS.map((step) => (
            <option key={step} value={step}>
              {t`${step} min`}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="filters__price">
        <legend className="field__label">
          <Trans>Net price (EUR)</Trans>
        </legend>
        <NumberField
          label={t`from`}
          minValue={0}
          formatOptions={PRICE_FORMAT}
          value={filter.price.min ?? Number.NaN}
          onChange={(min) =>
            onChange((current) => ({ ...current, price: { ...current.price, min: amount(min) } }))
          }
        />
        <NumberField
          label={t`to`}
          minValue={0}
          formatOptions={PRICE_FORMAT}
          value={filter.price.max ?? Number.NaN}
          onChange={(max) =>
            onChange((current) => ({ ...current, price: { ...current.price, max: amount(max) } }))
          }
        />
        {isPriceInverted(filter) ? (
          <InlineError
            id={invertedId}
            error={t`The lowest price is above the highest: no product can match.`}
          />
        ) : null}
      </fieldset>
    </>
  );
});

/** Chosen values and limits, for the folded panel's button. */
function activeFilterCount(filter: FilterState): number {
  const values = MULTI_FACETS.reduce((sum, facet) => sum + filter.values[facet].length, 0);
  const limits = [filter.maxSampleVolume, filter.maxTimeToResult, filter.price.min, filter.price.max];
  return values + limits.filter((limit) => limit !== null && limit !== undefined).length;
}

const isMatchFacet = (facet: MultiFacet): facet is MatchFacet =>
  (MATCH_FACETS as readonly string[]).includes(facet);

const FacetGroup = memo(function FacetGroup({
  facet,
  label,
  selected,
  counts,
  masterdata,
  onChange,
  match,
  onMatch,
}: {
  facet: MultiFacet;
  label: string;
  selected: string[];
  counts: ReadonlyMap<string, number>;
  masterdata: ReadonlyMap<string, MasterData>;
  onChange(facet: MultiFacet, values: string[]): void;
  /** "all" or "any" of the ticked values (null: the facet has no such choice). */
  match: FacetMatch | null;
  onMatch(facet: MatchFacet, match: FacetMatch): void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [expanded, setExpanded] = useState(false);
  const name = (id: string) => {
    // The regulatory facets' values are fixed codes with labels of their own.
    if (facet === 'ivdr_class') return t`Class ${id}`;
    if (facet === 'ce_status' && id in CE_STATUS_LABELS)
      return i18n._(CE_STATUS_LABELS[id as keyof typeof CE_STATUS_LABELS]);
    if (facet === 'availability' && id in COUNTRY_LABELS)
      return i18n._(COUNTRY_LABELS[id as keyof typeof COUNTRY_LABELS]);
    // Sub-sample types are the tests' own (German) terms, known ones shown in the page's language.
    if (facet === 'sub_sample_type') return subSampleTypeIn(id, locale);
    const item = masterdata.get(id);
    return item
      ? item.code && item.code !== item.name[locale]
        ? `${item.name[locale]} (${item.code})`
        : item.name[locale]
      : id;
  };
  // Chosen values always show (with 0 when nothing matches); the rest by count, then name.
  const options = [...new Set([...selected, ...counts.keys()])]
    .map((id) => ({ id, label: name(id), count: counts.get(id) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, locale));
  const shown = expanded
    ? options
    : options.filter((option, at) => at < COLLAPSED_OPTIONS || selected.includes(option.id));
  if (options.length === 0) return null;
  return (
    <div className="filters__group">
      <CheckboxGroup label={label} value={selected} onChange={(values) => onChange(facet, values)}>
        {shown.map((option) => (
          <Checkbox
            key={option.id}
            value={option.id}
            isDisabled={option.count === 0 && !selected.includes(option.id)}
          >
            {option.label} <span className="filters__count">({option.count})</span>
          </Checkbox>
        ))}
      </CheckboxGroup>
      {match && isMatchFacet(facet) ? (
        <RadioGroup
          label={t`${label}: products have`}
          orientation="horizontal"
          className="filters__match"
          value={match}
          onChange={(value) => onMatch(facet, value as FacetMatch)}
        >
          <Radio value="all">{t`all of these`}</Radio>
          <Radio value="any">{t`any of these`}</Radio>
        </RadioGroup>
      ) : null}
      {options.length > shown.length || expanded ? (
        <Button variant="quiet" onPress={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? <Trans>Show fewer</Trans> : <Trans>Show all {options.length}</Trans>}
        </Button>
      ) : null}
    </div>
  );
});
