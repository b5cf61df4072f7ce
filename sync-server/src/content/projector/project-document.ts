// What a premium reader may see of a master document: visible items, reader fields only. Pure
// functions, so the rules can be read and tested on their own; projector.ts applies them to the
// store.
import type { CouchDoc } from '../../platform/store/couch-client.ts';
import type { MasterName } from '../../platform/store/databases.ts';

interface ProjectionRule {
  /** Only documents with `visible === true` reach the projection. */
  onlyVisible: boolean;
  /** Only documents whose product (`product_id`) shows its links reach the projection. */
  onlyOfShownProduct: boolean;
  /** Fields that never leave the master database. */
  drop: readonly string[];
}

const RULES: Record<MasterName, ProjectionRule> = {
  // Products: staff notes and staff identity are not for readers.
  catalogue_master: { onlyVisible: true, onlyOfShownProduct: false, drop: ['internal_note', 'updated_by'] },
  masterdata_master: { onlyVisible: false, onlyOfShownProduct: false, drop: ['updated_by'] },
  // Links: a hidden product's links would tell readers about the product.
  publications_master: { onlyVisible: true, onlyOfShownProduct: true, drop: ['updated_by'] },
};

/**
 * Raised for a master whenever its rules start to project something else. A checkpoint saved
 * under another version is not trusted: the projector projects that master again from the
 * start, which rewrites only the documents the new rules change. Version 2 of the publications:
 * links of hidden products, of products with `links_visible: false` and of missing products
 * leave the projection.
 */
export const RULES_VERSION: Record<MasterName, number> = {
  // 2: a product's alternatives name only products readers see (withoutHiddenReferences).
  catalogue_master: 2,
  masterdata_master: 1,
  publications_master: 2,
};

/** Design documents, `_local` documents and any other reserved id are never projected. */
export function isProjectableId(id: string): boolean {
  return !id.startsWith('_');
}

/** The product a link belongs to, as an id that can name a product, or undefined. */
export function productIdOf(link: CouchDoc): string | undefined {
  const id = link.product_id;
  return typeof id === 'string' && isProjectableId(id) ? id : undefined;
}

/**
 * Whether readers may see the links of `product`, a `catalogue_master` document (undefined when
 * there is none): it is visible itself and its links are not hidden.
 */
export function showsLinks(product: CouchDoc | undefined): boolean {
  return (
    product !== undefined &&
    projectDocument('catalogue_master', product) !== null &&
    product.links_visible !== false
  );
}

/**
 * The document as it must stand in the projection of `master`, or null when it must not be
 * there at all (hidden, deleted, or not a data document). Never carries `_rev` or any other
 * CouchDB metadata (`_revisions`, `_conflicts`, `_attachments`, …): only `_id` and data fields.
 *
 * A link also depends on its product: `product` is the `catalogue_master` document its
 * `product_id` names, or undefined when there is none. Without it no link is projected.
 */
export function projectDocument(master: MasterName, doc: CouchDoc, product?: CouchDoc): CouchDoc | null {
  if (!isProjectableId(doc._id) || doc._deleted === true) return null;
  const rule = RULES[master];
  if (rule.onlyVisible && doc.visible !== true) return null;
  if (rule.onlyOfShownProduct) {
    const productId = productIdOf(doc);
    if (productId === undefined || product?._id !== productId || !showsLinks(product)) return null;
  }
  const projected: CouchDoc = { _id: doc._id };
  for (const [field, value] of Object.entries(doc)) {
    if (field.startsWith('_') || rule.drop.includes(field)) continue;
    projected[field] = value;
  }
  return projected;
}

/** Fields of a product that name other products (staff's pinned and excluded alternatives). */
const PRODUCT_REFERENCES = ['alternatives_pinned', 'alternatives_excluded'] as const;

/** The products `product` names in its references. */
export function referencedProductIds(product: CouchDoc): string[] {
  return PRODUCT_REFERENCES.flatMap((field) => {
    const ids = product[field];
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  });
}

/**
 * A projected product whose references keep only the products readers see (`shown`), so a
 * reader's database never names a hidden product; a reference list left empty goes.
 */
export function withoutHiddenReferences(product: CouchDoc, shown: ReadonlySet<string>): CouchDoc {
  const kept: CouchDoc = { ...product };
  for (const field of PRODUCT_REFERENCES) {
    const ids = product[field];
    if (!Array.isArray(ids)) continue;
    const visible = ids.filter((id) => typeof id === 'string' && shown.has(id));
    if (visible.length) kept[field] = visible;
    else delete kept[field];
  }
  return kept;
}

/** The data of a stored document: `_id` and its fields, without `_rev` and other metadata. */
export function contentOf(doc: CouchDoc): CouchDoc {
  const content: CouchDoc = { _id: doc._id };
  for (const [field, value] of Object.entries(doc)) {
    if (!field.startsWith('_')) content[field] = value;
  }
  return content;
}

/** Deep equality of JSON values; object key order does not matter. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  if (keys.length !== Object.keys(right).filter((key) => right[key] !== undefined).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

/**
 * The write that brings the projection from `existing` (a live document, or undefined when it is
 * missing or deleted) to `desired`, or null when nothing needs to change. Writing nothing for
 * unchanged content is what makes re-applying a batch free of new revisions.
 */
export function planWrite(
  id: string,
  desired: CouchDoc | null,
  existing: CouchDoc | undefined,
): CouchDoc | null {
  if (desired === null) {
    return existing ? { _id: id, _rev: existing._rev, _deleted: true } : null;
  }
  if (!existing) return desired;
  if (sameJson(desired, contentOf(existing))) return null;
  return { ...desired, _rev: existing._rev };
}
