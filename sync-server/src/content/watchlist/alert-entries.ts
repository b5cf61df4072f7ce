// What an alert about a watched product says: pure functions from the projection's documents
// (what readers see, never a hidden product's or a staff-only field), so an alert names nothing a
// reader could not see. A change of a product gives one alert per field of ALERT_FIELDS whose
// reading differs; a link that enters the publications gives one alert, a safety notice (link
// type `safety_notice`) or a publication with its signal colour. Ids are derived from the
// product's revision (a link's id), so a batch applied again writes no second alert, and start
// with the product's hash, so a product's alerts are one key range (alertRange).
import { createHash } from 'node:crypto';
import { ALERT_FIELDS, AVAILABILITY_COUNTRIES, type Alert, type AlertField } from '@poct/schemas';
import type { CouchDoc } from '../../platform/store/couch-client.ts';

/** The link type of a safety notice; its `authority` and `reference` go into the alert. */
export const SAFETY_NOTICE_TYPE = 'safety_notice';

/** An alert as the store holds it, before it is the user's (`read` false). */
export type AlertEntry = Omit<Alert, 'id'> & { _id: string };

function hex(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

/** The first and last id of a product's alerts, for `_all_docs` with startkey and endkey. */
export function alertRange(productId: string): { startkey: string; endkey: string } {
  const prefix = `alert-${hex(productId, 16)}-`;
  return { startkey: prefix, endkey: `${prefix}\ufff0` };
}

function alertId(productId: string, change: string): string {
  return `${alertRange(productId).startkey}${hex(`${productId}\n${change}`, 24)}`;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Least and greatest of the tests' values: "15", "10-15", or "" when no test has one. */
function range(product: CouchDoc, field: string): string {
  const subs = Array.isArray(product.sub_products) ? product.sub_products : [];
  const values = subs.map((sub) => record(sub)[field]).filter((v): v is number => typeof v === 'number');
  if (values.length === 0) return '';
  const least = Math.min(...values);
  const most = Math.max(...values);
  return least === most ? String(least) : `${least}-${most}`;
}

/** How each alerting field of a projected product reads (ALERT_FIELDS in @poct/schemas). */
export function alertValues(product: CouchDoc): Record<AlertField, string> {
  const price = record(product.price).default;
  const ids = record(product.connectivity).connectivity_ids;
  const regulatory = record(product.regulatory);
  const availability = record(regulatory.availability);
  return {
    price: typeof price === 'number' ? String(price) : '',
    time_to_result: range(product, 'time_to_result_min'),
    sample_volume: range(product, 'sample_volume_ul'),
    connectivity: Array.isArray(ids) ? ids.map(String).sort().join(',') : '',
    regulatory_status: typeof regulatory.ce_status === 'string' ? regulatory.ce_status : '',
    availability: AVAILABILITY_COUNTRIES.filter((country) => availability[country] === true).join(','),
  };
}

/**
 * The alerts of a write to the catalogue that takes a listed product from `before` to `after`
 * at revision `rev` of its master; none when it was not listed before (new, or shown again) or
 * is not any more (alertsToRemove handles that).
 */
export function productAlerts(
  productId: string,
  rev: string,
  before: CouchDoc | undefined,
  after: CouchDoc | null,
  at: string,
): AlertEntry[] {
  if (!before || !after || typeof after.name !== 'string') return [];
  const from = alertValues(before);
  const to = alertValues(after);
  return ALERT_FIELDS.filter((field) => from[field] !== to[field]).map((field) => ({
    _id: alertId(productId, `${rev}\n${field}`),
    product_id: productId,
    product_name: after.name as string,
    kind: 'changed',
    field,
    from: from[field],
    to: to[field],
    at,
    read: false,
    created_at: at,
    updated_at: at,
  }));
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, 300) : undefined;
}

/**
 * The alert of a link that enters the publications (`link`, its projection) of the listed
 * product `product` (its projection): a safety notice, or a publication with its signal colour.
 */
export function linkAlert(link: CouchDoc, product: CouchDoc, at: string): AlertEntry | undefined {
  const productId = product._id;
  if (typeof product.name !== 'string') return undefined;
  const safety = link.type === SAFETY_NOTICE_TYPE;
  const title = text(link.title);
  const signal = typeof link.signal === 'string' ? link.signal : undefined;
  const authority = safety ? text(link.authority) : undefined;
  const reference = safety ? text(link.reference) : undefined;
  return {
    _id: alertId(productId, `link\n${link._id}`),
    product_id: productId,
    product_name: product.name,
    kind: safety ? 'safety_notice' : 'publication',
    ...(title ? { title } : {}),
    ...(!safety && signal ? { signal: signal as NonNullable<Alert['signal']> } : {}),
    ...(authority ? { authority } : {}),
    ...(reference ? { reference } : {}),
    at,
    read: false,
    created_at: at,
    updated_at: at,
  };
}
