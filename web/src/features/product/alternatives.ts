// A product's alternatives from the catalogue on the device (so it works offline): products
// measuring the same parameters, or the most of them, ranked by the closest sample type, sample
// volume and time to result; staff's pinned ones first, excluded ones never, hidden ones never.
// Pure and deterministic: the same catalogue gives the same list in the same order.
import { ALTERNATIVES_SHOWN, type Product, type SubProduct } from '@poct/schemas';

type Candidate = Pick<
  Product,
  | 'id'
  | 'name'
  | 'visible'
  | 'parameter_ids'
  | 'sub_products'
  | 'connectivity'
  | 'alternatives_pinned'
  | 'alternatives_excluded'
>;

/** Why a product is an alternative, as facts; the page says them in words (reasonParts). */
export interface AlternativeReason {
  /** Staff pinned it to the product. */
  pinned: boolean;
  /** How many of the product's parameters it measures, of how many. */
  sharedParameters: number;
  ofParameters: number;
  /** Whether a test of both takes the same sample type; undefined when one names none. */
  sameSampleType: boolean | undefined;
  /** The product's shortest time to result less the alternative's (positive: faster). */
  minutesFaster: number | undefined;
  /** The product's smallest sample volume less the alternative's (positive: less sample). */
  microlitresLess: number | undefined;
}

export interface Alternative<P extends Candidate = Product> {
  product: P;
  reason: AlternativeReason;
}

/** Every parameter a product measures: its own list and its tests'. */
function parametersOf(product: Candidate): Set<string> {
  return new Set([...product.parameter_ids, ...product.sub_products.flatMap((sub) => sub.parameter_ids)]);
}

/** The tests that measure one of `shared`, or all tests when none does (or nothing is shared). */
function relevantTests(product: Candidate, shared: ReadonlySet<string>): SubProduct[] {
  const measuring = product.sub_products.filter((sub) => sub.parameter_ids.some((id) => shared.has(id)));
  return measuring.length > 0 ? measuring : product.sub_products;
}

interface Profile {
  sampleTypes: Set<string>;
  volume: number | undefined;
  minutes: number | undefined;
}

function profileOf(product: Candidate, shared: ReadonlySet<string>): Profile {
  const tests = relevantTests(product, shared);
  const least = (values: number[]) => (values.length > 0 ? Math.min(...values) : undefined);
  const sampleTypes = new Set(tests.map((sub) => sub.sample_type_id));
  return {
    sampleTypes: sampleTypes.size > 0 ? sampleTypes : new Set(product.connectivity.sample_type_ids),
    volume: least(tests.map((sub) => sub.sample_volume_ul)),
    minutes: least(tests.map((sub) => sub.time_to_result_min)),
  };
}

/** A difference to two decimals, so 0.1 + 0.2 reads 0,3 and tiny float noise counts as none. */
function difference(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined) return undefined;
  return Math.round((a - b) * 100) / 100 + 0; // + 0: never -0
}

function reasonFor(product: Candidate, candidate: Candidate, pinned: boolean): AlternativeReason {
  const own = parametersOf(product);
  const theirs = parametersOf(candidate);
  const shared = new Set([...own].filter((id) => theirs.has(id)));
  const mine = profileOf(product, shared);
  const other = profileOf(candidate, shared);
  const sameSampleType =
    mine.sampleTypes.size === 0 || other.sampleTypes.size === 0
      ? undefined
      : [...mine.sampleTypes].some((id) => other.sampleTypes.has(id));
  return {
    pinned,
    sharedParameters: shared.size,
    ofParameters: own.size,
    sameSampleType,
    minutesFaster: difference(mine.minutes, other.minutes),
    microlitresLess: difference(mine.volume, other.volume),
  };
}

/** Smaller first, unknown last. */
function byDistance(a: number | undefined, b: number | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return Math.abs(a) - Math.abs(b);
}

/** Code-unit order: the same in every browser and language, unlike localeCompare. */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function rank(a: Alternative<Candidate>, b: Alternative<Candidate>): number {
  const sampleRank = (reason: AlternativeReason) => (reason.sameSampleType === true ? 0 : 1);
  return (
    b.reason.sharedParameters - a.reason.sharedParameters ||
    sampleRank(a.reason) - sampleRank(b.reason) ||
    byDistance(a.reason.microlitresLess, b.reason.microlitresLess) ||
    byDistance(a.reason.minutesFaster, b.reason.minutesFaster) ||
    byText(a.product.name, b.product.name) ||
    byText(a.product.id, b.product.id)
  );
}

/**
 * Up to five alternatives to `product` among `catalogue`: first the pinned ones (in their
 * order), then the products sharing the most of its parameters, closest first. Never the product
 * itself, an excluded or a hidden product, nor one twice.
 */
export function alternativesOf<P extends Candidate>(
  product: Candidate,
  catalogue: readonly P[],
): Alternative<P>[] {
  const excluded = new Set(product.alternatives_excluded ?? []);
  const shown = new Map<string, P>();
  for (const candidate of catalogue) {
    if (candidate.id === product.id || candidate.visible === false || excluded.has(candidate.id)) continue;
    if (!shown.has(candidate.id)) shown.set(candidate.id, candidate);
  }
  const pinnedIds = [...new Set(product.alternatives_pinned ?? [])].filter((id) => shown.has(id));
  const pinned = pinnedIds.map((id) => ({
    product: shown.get(id)!,
    reason: reasonFor(product, shown.get(id)!, true),
  }));
  const chosen = new Set(pinnedIds);
  const ranked = [...shown.values()]
    .filter((candidate) => !chosen.has(candidate.id))
    .map((candidate) => ({ product: candidate, reason: reasonFor(product, candidate, false) }))
    .filter((alternative) => alternative.reason.sharedParameters > 0)
    .sort(rank);
  return [...pinned, ...ranked].slice(0, ALTERNATIVES_SHOWN);
}

/** One part of a reason in words; the page gives each its text in the page's language. */
export type ReasonPart =
  | { kind: 'pinned' }
  | { kind: 'same-parameters' }
  | { kind: 'some-parameters'; shared: number; of: number }
  | { kind: 'same-sample-type' }
  | { kind: 'other-sample-type' }
  | { kind: 'faster' | 'slower'; minutes: number }
  | { kind: 'less-sample' | 'more-sample'; microlitres: number };

/** The reason's parts in reading order: who chose it, the parameters, sample type, time, volume. */
export function reasonParts(reason: AlternativeReason): ReasonPart[] {
  const parts: ReasonPart[] = [];
  if (reason.pinned) parts.push({ kind: 'pinned' });
  if (reason.ofParameters > 0 && reason.sharedParameters === reason.ofParameters)
    parts.push({ kind: 'same-parameters' });
  else if (reason.sharedParameters > 0)
    parts.push({ kind: 'some-parameters', shared: reason.sharedParameters, of: reason.ofParameters });
  if (reason.sameSampleType !== undefined)
    parts.push({ kind: reason.sameSampleType ? 'same-sample-type' : 'other-sample-type' });
  const minutes = reason.minutesFaster;
  if (minutes !== undefined && minutes !== 0)
    parts.push({ kind: minutes > 0 ? 'faster' : 'slower', minutes: Math.abs(minutes) });
  const microlitres = reason.microlitresLess;
  if (microlitres !== undefined && microlitres !== 0)
    parts.push({ kind: microlitres > 0 ? 'less-sample' : 'more-sample', microlitres: Math.abs(microlitres) });
  return parts;
}
