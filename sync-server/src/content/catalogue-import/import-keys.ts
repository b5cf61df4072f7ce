// Stable keys and ids of imported things: a product is the same product when its manufacturer
// and name are (compared without case and surrounding space), so importing a file twice finds
// the products of the first time. New ids derive from the key, so a dry run and its apply agree.
import { createHash } from 'node:crypto';

const normal = (text: unknown) => (typeof text === 'string' ? text.trim().toLowerCase() : '');

export function productKey(fields: {
  manufacturer?: unknown;
  name?: unknown;
  external_id?: unknown;
}): string {
  if (typeof fields.external_id === 'string' && fields.external_id.trim())
    return `id:${fields.external_id.trim()}`;
  return `mn:${normal(fields.manufacturer)}\u0000${normal(fields.name)}`;
}

const digest = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 20);

export const newProductId = (key: string) => `product-${digest('product', key)}`;
export const newSubProductId = (key: string, name: string, occurrence: number) =>
  `sp-${digest('sub', key, normal(name), String(occurrence))}`;
export const newMasterDataId = (type: string, value: string) =>
  `${type.replace(/_/g, '-')}-${digest('md', type, normal(value))}`;
export const newLinkId = (key: string, identity: string, occurrence: number) =>
  `link-${digest('link', key, normal(identity), String(occurrence))}`;
