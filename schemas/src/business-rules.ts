// Rules a JSON schema cannot state because they relate two fields (or a field and the
// document's id), and the URL policy on every address field (urls/). They may trust the types:
// on a document that failed its schema they run only beside its errors, and one that throws on a
// malformed part is ignored (validate.ts). Rules that need other documents (tree items across the
// collection) are separate functions for callers that hold the whole collection.
import type { CollectionName } from './collections/index.ts';
import type { Favourite } from './collections/favourite.schema.ts';
import type { Link } from './collections/link.schema.ts';
import type { Watch } from './collections/watch.schema.ts';
import type { MasterData } from './collections/masterdata.schema.ts';
import type { Price, Product } from './collections/product.schema.ts';
import type { SavedComparison } from './collections/saved-comparison.schema.ts';
import type { User } from './collections/user.schema.ts';
import { SAFETY_NOTICE_CATEGORY, SAFETY_NOTICE_SIGNAL } from './constants.ts';
import { masterDataCodeErrors, productCodeErrors } from './codes/code-fields.ts';
import { isIdOf } from './ids/ids.ts';
import { urlFieldErrors } from './urls/url-fields.ts';
import { checkUrl } from './urls/url-policy.ts';
import { fieldError, type ValidationError } from './validation-error.ts';

/** Minimum ≥ 0 and default ≥ 0 are in the schema; maximum below minimum is caught here. */
export function priceErrors(price: Price, path = '/price'): ValidationError[] {
  return price.max < price.min
    ? [fieldError(`${path}/max`, 'validation.max_price', 'price.max < price.min')]
    : [];
}

/** A tree item is standalone, parent or child; on one document only "not its own parent" is checkable. */
export function treeItemErrors(item: MasterData): ValidationError[] {
  if (item.type !== 'tree_item' || item.parent_id !== item.id) return [];
  return [fieldError('/parent_id', 'validation.tree_item', 'parent_id equals id')];
}

/**
 * Tree items that break "parent or child, never both" across the collection: an item with a
 * parent that itself has children. Callers holding all tree items (the server before a write,
 * the master data screen) use it; it returns the ids at fault.
 */
export function treeItemConflicts(items: readonly Pick<MasterData, 'id' | 'type' | 'parent_id'>[]): string[] {
  const trees = items.filter((item) => item.type === 'tree_item');
  const parents = new Set(trees.flatMap((item) => (item.parent_id ? [item.parent_id] : [])));
  return trees.filter((item) => item.parent_id !== undefined && parents.has(item.id)).map((item) => item.id);
}

const DOCTOR_ID_PATTERNS: Record<NonNullable<User['doctor_id_type']>, RegExp> = {
  lanr: /^\d{9}$/, // German lifelong doctor number: 9 digits
  gln: /^\d{13}$/, // Global Location Number: 13 digits
  doctor_number: /^[A-Za-z0-9-]{1,20}$/, // Austrian and Swiss numbers differ in format
};

/** A doctor ID comes with its kind, and matches the format of that kind. */
export function doctorIdErrors(user: Pick<User, 'doctor_id' | 'doctor_id_type'>): ValidationError[] {
  const { doctor_id: id, doctor_id_type: type } = user;
  if (id === undefined || id === '') {
    return type === undefined
      ? []
      : [fieldError('/doctor_id', 'validation.doctor_id', 'doctor_id_type without doctor_id')];
  }
  if (type === undefined)
    return [fieldError('/doctor_id_type', 'validation.select', 'doctor_id without doctor_id_type')];
  return DOCTOR_ID_PATTERNS[type].test(id)
    ? []
    : [fieldError('/doctor_id', 'validation.doctor_id', `doctor_id is not a valid ${type}`)];
}

/** A favourite's id is the product id, so a product is on the list at most once. */
export function favouriteErrors(favourite: Favourite): ValidationError[] {
  return favourite.id === favourite.product_id
    ? []
    : [fieldError('/id', 'error.400', 'id differs from product_id')];
}

/** A watch's id is the product id, so a product is watched at most once. */
export function watchErrors(watch: Watch): ValidationError[] {
  return watch.id === watch.product_id ? [] : [fieldError('/id', 'error.400', 'id differs from product_id')];
}

/** A saved comparison's name is what the user finds it by: never only spaces. */
export function savedComparisonErrors(comparison: SavedComparison): ValidationError[] {
  return comparison.name.trim() === '' ? [fieldError('/name', 'validation.required', 'name is blank')] : [];
}

/** Sub-product ids are unique within their product: routes address them as `subproduct/edit-{idsp}`. */
function subProductIdErrors(product: Product): ValidationError[] {
  const seen = new Set<string>();
  return product.sub_products.flatMap((sub, index) => {
    if (!seen.has(sub.id)) {
      seen.add(sub.id);
      return [];
    }
    return [fieldError(`/sub_products/${index}/id`, 'error.400', 'duplicate sub-product id')];
  });
}

/** A source's reference is a citation or an address; an address follows the website policy. */
function sourceReferenceErrors(product: Product): ValidationError[] {
  return (product.sources ?? []).flatMap((source, index) => {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(source.reference)) return [];
    const verdict = checkUrl('website', source.reference);
    return verdict.ok
      ? []
      : [fieldError(`/sources/${index}/reference`, verdict.key, `source reference: ${verdict.reason}`)];
  });
}

/**
 * Pinned and excluded alternatives name products by the one id grammar, never the product itself,
 * and no product is both. Whether a named product exists or is visible is the page's to judge:
 * products come and go, and a missing or hidden one is simply not shown.
 */
export function alternativesErrors(
  product: Pick<Product, 'id' | 'alternatives_pinned' | 'alternatives_excluded'>,
): ValidationError[] {
  const pinned = product.alternatives_pinned ?? [];
  const excluded = product.alternatives_excluded ?? [];
  const listErrors = (field: string, ids: readonly string[]) =>
    ids.flatMap((id, index) => {
      if (!isIdOf('product', id)) return [fieldError(`/${field}/${index}`, 'error.400', 'not a product id')];
      if (id === product.id)
        return [fieldError(`/${field}/${index}`, 'validation.alternative_self', 'the product itself')];
      return [];
    });
  const both = new Set(pinned);
  return [
    ...listErrors('alternatives_pinned', pinned),
    ...listErrors('alternatives_excluded', excluded),
    ...excluded.flatMap((id, index) =>
      both.has(id) && id !== product.id
        ? [
            fieldError(
              `/alternatives_excluded/${index}`,
              'validation.alternative_both',
              'pinned and excluded',
            ),
          ]
        : [],
    ),
  ];
}

/**
 * A safety notice names its authority and the authority's reference, is filed as a product
 * document and carries the red signal (constants.ts); any other link carries neither field.
 */
export function safetyNoticeErrors(
  link: Pick<Link, 'type' | 'category' | 'signal' | 'authority' | 'reference'>,
): ValidationError[] {
  if (link.type !== 'safety_notice') {
    return (['authority', 'reference'] as const).flatMap((field) =>
      link[field] === undefined
        ? []
        : [fieldError(`/${field}`, 'validation.safety_notice_only', `${field} on a ${link.type} link`)],
    );
  }
  return [
    ...(link.authority === undefined
      ? [fieldError('/authority', 'validation.select', 'safety notice without authority')]
      : []),
    ...((link.reference ?? '').trim() === ''
      ? [fieldError('/reference', 'validation.safety_notice_reference', 'safety notice without reference')]
      : []),
    ...(link.category === SAFETY_NOTICE_CATEGORY
      ? []
      : [fieldError('/category', 'validation.safety_notice_category', 'safety notice filed as a study')]),
    ...(link.signal === SAFETY_NOTICE_SIGNAL
      ? []
      : [fieldError('/signal', 'validation.safety_notice_signal', 'safety notice not red')]),
  ];
}

/** Quality control, when recorded, states at least one figure (per day of use or per new lot). */
export function qualityControlErrors(product: Pick<Product, 'quality_control'>): ValidationError[] {
  const control = product.quality_control;
  if (!control || control.per_day !== undefined || control.per_lot !== undefined) return [];
  return [fieldError('/quality_control/per_day', 'validation.quality_control_empty', 'no figure')];
}

function productErrors(product: Product): ValidationError[] {
  return [
    ...alternativesErrors(product),
    ...qualityControlErrors(product),
    ...priceErrors(product.price),
    ...subProductIdErrors(product),
    ...productCodeErrors(product),
    ...sourceReferenceErrors(product),
  ];
}

function masterDataErrors(item: MasterData): ValidationError[] {
  return [...treeItemErrors(item), ...masterDataCodeErrors(item)];
}

type Rule = (doc: never) => ValidationError[];

const RULES: Partial<Record<CollectionName, Rule>> = {
  product: productErrors,
  masterdata: masterDataErrors,
  favourite: favouriteErrors,
  link: safetyNoticeErrors,
  saved_comparison: savedComparisonErrors,
  watch: watchErrors,
  user: doctorIdErrors,
  account: doctorIdErrors,
};

/** The rules of one collection: its own, then the URL policy on its address fields (urls/url-fields.ts). */
export function businessRuleErrors(
  collection: CollectionName,
  doc: Record<string, unknown>,
): ValidationError[] {
  const rule = RULES[collection] as ((doc: unknown) => ValidationError[]) | undefined;
  return [...(rule ? rule(doc) : []), ...urlFieldErrors(collection, doc)];
}
