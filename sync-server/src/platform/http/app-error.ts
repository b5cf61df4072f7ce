// One error class for the whole server: a status and a key of the error catalogue in
// @poct/schemas. The one error middleware (error-middleware.ts) turns it into the one JSON shape
// on the wire, {statusCode, key, message} (plus `errors` for field errors, field-errors.ts), in the
// request's language.
export class AppError extends Error {
  readonly status: number;
  readonly key: string;
  readonly params: Record<string, string | number> | undefined;
  /** Response headers that belong to the error, e.g. `retry-after` on a 429. */
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    key: string,
    params?: Record<string, string | number>,
    headers: Record<string, string> = {},
  ) {
    super(key);
    this.status = status;
    this.key = key;
    this.params = params;
    this.headers = headers;
  }
}

export { keyForStatus } from '@poct/schemas';
