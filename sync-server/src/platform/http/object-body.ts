// Request bodies read by their schemas (request-schemas.ts of @poct/schemas), the one way a
// route reads a body: as sent, as a form (a body that is no JSON object read as an empty one, so
// every field then reads as missing and gets its own field error), or as one whose refusal is
// the request's own answer rather than a field's (a link's token, a role without a permission).
import { checkRequest, type MessageKey, type RequestName, type RequestOf } from '@poct/schemas';
import { AppError } from './app-error.ts';
import { FieldErrors } from './field-errors.ts';

/** The JSON object sent, or an empty one for anything else. */
function asForm(body: unknown): Record<string, unknown> {
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
  return requestBody(name, asForm(body));
}

/**
 * A body of request `name` (@poct/schemas) whose refusal is the request's, not a field's: `key`
 * with `status` and no field errors, for anything that has not the shape (no JSON object too).
 */
export function requestBodyOr<N extends RequestName>(
  name: N,
  body: unknown,
  status: number,
  key: MessageKey,
): RequestOf<N> {
  const checked = checkRequest(name, body);
  if (!checked.ok) throw new AppError(status, key);
  return checked.body;
}
