import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { message, pickLocale } from '@poct/schemas';
import { AppError, keyForStatus } from './app-error.ts';
import { FieldErrors } from './field-errors.ts';
import { log } from '../log/logger.ts';

/**
 * The one JSON shape of every error: `{ statusCode, key, message }` (`key` the catalogue key of
 * `@poct/schemas`' errors, `params` its placeholders when it has any, so a client renders the
 * text itself and never reads `message`), `message` in the request's language, plus
 * `errors: [{ field, key, message, params? }]` when a form was refused field by field (FieldErrors).
 */
export function sendError(res: Response, acceptLanguage: string | undefined, error: AppError): void {
  const locale = pickLocale(acceptLanguage);
  res.set(error.headers);
  res.status(error.status).json({
    statusCode: error.status,
    key: error.key,
    ...(error.params ? { params: error.params } : {}),
    message: message(error.key, locale, error.params),
    ...(error instanceof FieldErrors
      ? {
          errors: error.errors.map((e) => ({
            field: e.path.replace(/^\//, ''),
            key: e.key,
            ...(e.params ? { params: e.params } : {}),
            message: message(e.key, locale, e.params),
          })),
        }
      : {}),
  });
}

export const errorMiddleware: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  let appError: AppError;
  if (error instanceof AppError) appError = error;
  else {
    // body-parser and friends throw http-errors with a status (400 malformed JSON, 413 too large).
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500)
      appError = new AppError(status, keyForStatus(status));
    else if (isConnectionFailure(error)) appError = new AppError(503, 'error.503');
    else {
      log.error({ area: 'server', err: error }, 'unexpected error');
      appError = new AppError(500, 'error.500');
    }
  }
  sendError(res, req.headers['accept-language'], appError);
};

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'UND_ERR_SOCKET']);

/** The store (or CouchDB) could not be reached: node:http errors, or fetch()'s TypeError with a cause. */
function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && CONNECTION_CODES.has(code);
}

export const notFoundApi: RequestHandler = (_req, _res, next) =>
  next(new AppError(404, 'error.404.resource'));
