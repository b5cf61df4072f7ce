// The body of a form whose fields are each judged by the rules of that form (users, roles,
// account settings): the JSON object sent (request `object` of @poct/schemas), or an empty one
// for anything else, so every field then reads as missing and gets its own field error.
import { checkRequest } from '@poct/schemas';

export function objectBody(body: unknown): Record<string, unknown> {
  const checked = checkRequest('object', body);
  return checked.ok ? checked.body : {};
}
