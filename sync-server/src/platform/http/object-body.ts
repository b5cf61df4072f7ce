// The body of a form whose fields are each judged by the rules of that form (users, roles,
// account settings): the JSON object sent (request `object` of @poct/schemas), or an empty one
// for anything else, so every field then reads as missing and gets its own field error.
import { checkRequest, type RequestName, type RequestOf } from '@poct/schemas';
import { FieldErrors } from './field-errors.ts';

export function objectBody(body: unknown): Record<string, unknown> {
  const checked = checkRequest('object', body);
  return checked.ok ? checked.body : {};
}

/** A body of request `name` (@poct/schemas), checked as sent; its field errors otherwise. */
export function requestBody<N extends RequestName>(name: N, body: unknown): RequestOf<N> {
  const checked = checkRequest(name, body);
  if (!checked.ok) throw new FieldErrors(checked.errors);
  return checked.body;
}

/** The body of a form of request `name` (@poct/schemas), checked; its field errors otherwise. */
export function formBody<N extends RequestName>(name: N, body: unknown): RequestOf<N> {
  return requestBody(name, objectBody(body));
}
