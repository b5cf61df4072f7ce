// The two ways a call can fail. ApiError: the server answered with an error (its JSON body is
// `{statusCode, message}`, message already in the request's language). NetworkError: the server
// was not reached at all (offline, DNS, timeout). The difference matters: offline is not
// logged out, a 401 from a reachable server is.

export class ApiError extends Error {
  readonly statusCode: number;
  /** The parsed error body, e.g. per-field `errors` of a refused form. */
  readonly body: unknown;

  constructor(statusCode: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.body = body;
  }
}

export class NetworkError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The server could not be reached', options);
    this.name = 'NetworkError';
  }
}

export function isApiError(error: unknown, statusCode?: number): error is ApiError {
  return error instanceof ApiError && (statusCode === undefined || error.statusCode === statusCode);
}

/**
 * True when the failure says nothing about the session: the server was not reached, or a proxy
 * in front of it answered that it is unavailable (5xx).
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.statusCode >= 500);
}
