export declare class ApiError extends Error {
    readonly statusCode: number;
    /** The parsed error body, e.g. per-field `errors` of a refused form. */
    readonly body: unknown;
    constructor(statusCode: number, message: string, body?: unknown);
}
export declare class NetworkError extends Error {
    constructor(options?: {
        cause?: unknown;
    });
}
export declare function isApiError(error: unknown, statusCode?: number): error is ApiError;
/**
 * True when the failure says nothing about the session: the server was not reached, or a proxy
 * in front of it answered that it is unavailable (5xx).
 */
export declare function isUnreachable(error: unknown): boolean;
