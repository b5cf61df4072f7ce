// The catalogue query shared by NoodleChat on the device and the MCP tools on the server: a list
// of conditions, each one a removable chip in the chat. A product matches when it meets every
// condition; the conditions about a test (sample type, sub-sample type, volume, time, "in one
// test") must hold on one and the same sub-product (evaluate.ts says exactly how).

/** A parameter wish: any of these ids (a synonym such as "Troponin" names several). */
export interface ParameterCondition {
  kind: 'parameter';
  ids: string[];
}
/** The test's sample type is one of these. */
export interface SampleTypeCondition {
  kind: 'sample_type';
  ids: string[];
}
/** The test's sub-sample type has one of these terms (subSampleTermsOf; stored German text). */
export interface SubSampleTypeCondition {
  kind: 'sub_sample_type';
  ids: string[];
}
/** The test needs at most this many µl. */
export interface MaxVolumeCondition {
  kind: 'max_volume';
  ul: number;
}
/** The test gives its result in at most this many minutes. */
export interface MaxTimeCondition {
  kind: 'max_time';
  minutes: number;
}
/** All wished parameters are measured by one sub-product. */
export interface InOneTestCondition {
  kind: 'in_one_test';
}
/** The product has this master data item (connectivity, transmission, detail). */
export interface HasCondition {
  kind: 'connectivity' | 'transmission' | 'detail';
  id: string;
}
/** The product has one of these items ("Bluetooth oder WLAN"). */
export interface HasAnyCondition {
  kind: 'has_any';
  of: HasCondition['kind'];
  ids: string[];
}
/** The answer's order, smallest first: cheapest, fastest (the fitting test), smallest sample volume. */
export interface SortCondition {
  kind: 'sort';
  by: SortKey;
}
export type SortKey = 'price' | 'time' | 'volume';
export const SORT_KEYS: readonly SortKey[] = ['price', 'time', 'volume'];
/**
 * The product does not have this item: "ohne Bluetooth", "without battery"; a parameter neither
 * the product nor any of its tests measures ("ohne Laktat"); a method or area it does not name;
 * another manufacturer ("nicht von Nordlicht").
 */
export interface LacksCondition {
  kind: 'lacks';
  of: HasCondition['kind'] | ParameterCondition['kind'] | AnyOfCondition['kind'] | 'manufacturer';
  /** The item's id; a manufacturer's name. */
  id: string;
}

export const LACKS_KINDS: readonly LacksCondition['of'][] = [
  'connectivity',
  'transmission',
  'detail',
  'parameter',
  'method',
  'diagnostic_area',
  'manufacturer',
];
/**
 * The product has one of these methods / diagnostic areas, or one of these values of its
 * regulatory identity: IVDR class (`A`–`D`), CE status (`ivdr`, `ivdd`, `pending`, `none`), a
 * country it is available in (`de`, `at`, `ch`).
 */
export interface AnyOfCondition {
  kind: 'method' | 'diagnostic_area' | RegulatoryKind;
  ids: string[];
}
export const REGULATORY_KINDS = ['ivdr_class', 'ce_status', 'availability'] as const;
export type RegulatoryKind = (typeof REGULATORY_KINDS)[number];
export interface ManufacturerCondition {
  kind: 'manufacturer';
  names: string[];
}
/** Net default price in EUR within the bounds (either end open). */
export interface PriceCondition {
  kind: 'price';
  min: number | null;
  max: number | null;
}
/** Name, manufacturer or synonyms contain this text (folded). */
export interface TextCondition {
  kind: 'text';
  text: string;
}
/** The user took this product out of the answer ("without the first one"). */
export interface ExcludeCondition {
  kind: 'exclude';
  id: string;
  name: string;
}

export type Condition =
  | ParameterCondition
  | SampleTypeCondition
  | SubSampleTypeCondition
  | MaxVolumeCondition
  | MaxTimeCondition
  | InOneTestCondition
  | HasCondition
  | HasAnyCondition
  | LacksCondition
  | AnyOfCondition
  | ManufacturerCondition
  | PriceCondition
  | TextCondition
  | ExcludeCondition
  | SortCondition;

export type ConditionKind = Condition['kind'];

export const TEST_CONDITION_KINDS: readonly ConditionKind[] = [
  'sample_type',
  'sub_sample_type',
  'max_volume',
  'max_time',
];

/** Two conditions say the same thing (a follow-up repeating one adds nothing). */
export function sameCondition(a: Condition, b: Condition): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Adds `next` to `base`: a new bound or order replaces the old one of its kind (a follow-up "under
 * 10 minutes" tightens or loosens the earlier one), everything else is added once.
 */
export function mergeConditions(base: readonly Condition[], next: readonly Condition[]): Condition[] {
  const replaced = new Set<ConditionKind>(
    next
      .filter((c) => c.kind === 'max_volume' || c.kind === 'max_time' || c.kind === 'sort')
      .map((c) => c.kind),
  );
  let out = base.filter((c) => !replaced.has(c.kind) && !next.some((n) => contradicts(n, c)));
  for (const condition of next) {
    if (condition.kind === 'price') {
      const old = out.find((c): c is PriceCondition => c.kind === 'price');
      out = out.filter((c) => c.kind !== 'price');
      out.push({
        kind: 'price',
        min: condition.min ?? old?.min ?? null,
        max: condition.max ?? old?.max ?? null,
      });
      continue;
    }
    if (!out.some((c) => sameCondition(c, condition))) out.push(condition);
  }
  return out;
}

/** "ohne Bluetooth" and "mit Bluetooth": a follow-up saying one replaces the other. */
function contradicts(a: Condition, b: Condition): boolean {
  if (b.kind === 'lacks')
    return (
      a.kind === b.of &&
      ('ids' in a ? a.ids.includes(b.id) : 'names' in a ? a.names.includes(b.id) : 'id' in a && a.id === b.id)
    );
  if (a.kind === 'lacks') return contradicts(b, a);
  return false;
}
