// What a reader may send as a review (shared by the product page's form and the server). Apart
// from the rating maths (reviews.ts) so that pages showing ratings do not load the validator.
import { checkRequest } from './requests/check-request.ts';
import type { RequestOf } from './requests/request-schemas.ts';
import type { ValidationError } from './validation-error.ts';

/** The body of `PUT /api/reviews/own/:productId` (request `review`). */
export type ReviewInput = RequestOf<'review'>;

/** Field errors of a review form or body (request `review`); none means it is a `ReviewInput`. */
export function reviewInputErrors(input: unknown): ValidationError[] {
  const checked = checkRequest('review', input);
  return checked.ok ? [] : checked.errors;
}
