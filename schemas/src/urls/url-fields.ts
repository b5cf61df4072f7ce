// Every document field that holds an address, with the kind of address it is (url-policy.ts).
// validateDocument checks them all on every write through business-rules.ts, and the schema's
// own format or pattern errors on these fields give way to the policy's message, so a form
// shows one text for one refused address wherever it is written.
import type { CollectionName } from '../collections/index.ts';
import { fieldError, type ValidationError } from '../validation-error.ts';
import { checkUrl, type UrlKind } from './url-policy.ts';

export interface UrlField {
  /** The top-level field, e.g. `image_url`. */
  field: string;
  /** Its kind; a link's depends on its type (a malformed type gets the strictest link rule). */
  kind(doc: Record<string, unknown>): UrlKind;
}

const image = (field: string): UrlField => ({ field, kind: () => 'image' });

export const URL_FIELDS: Readonly<Partial<Record<CollectionName, readonly UrlField[]>>> = {
  product: [image('image_url')],
  forum_topic: [image('image_url')],
  post: [image('banner_url')],
  advertisement: [image('banner_url'), { field: 'target_url', kind: () => 'ad-target' }],
  link: [{ field: 'url', kind: (doc) => `link:${String(doc.type)}` as UrlKind }],
};

/** Whether `path` is an address field of `collection` (the policy speaks for it). */
export function isUrlFieldPath(collection: CollectionName, path: string): boolean {
  return (URL_FIELDS[collection] ?? []).some(({ field }) => path === `/${field}`);
}

/** The policy's errors for the address fields of `doc`; an absent field is the schema's concern. */
export function urlFieldErrors(collection: CollectionName, doc: Record<string, unknown>): ValidationError[] {
  return (URL_FIELDS[collection] ?? []).flatMap(({ field, kind }) => {
    const value = doc[field];
    if (value === undefined) return [];
    const verdict = checkUrl(kind(doc), value);
    return verdict.ok ? [] : [fieldError(`/${field}`, verdict.key, `${field}: ${verdict.reason}`)];
  });
}
