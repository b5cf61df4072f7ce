import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { message, pickLocale } from '@poct/schemas';
import { AppError, keyForStatus } from './app-error.ts';

export function sendError(res: Response, acceptLanguage: string | undefined, error: AppError): void {
  const locale = pickLocale(acceptLanguage);
  res.status(error.status).json({ statusCode: error.status, message: message(error.key, locale, error.params) });
}

export const errorMiddleware: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  let appError: AppError;
  if (error instanceof AppError) appError = error;
  else {
    // body-parser and friends throw http-errors with a status (400 malformed JSON, 413 too large).
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) appError = new AppError(status, keyForStatus(status));
    else {
      console.error('[server] unexpected error', error);
      appError = new AppError(500, 'error.500');
    }
  }
  sendError(res, req.headers['accept-language'], appError);
};

export const notFoundApi: RequestHandler = (_req, _res, next) => next(new AppError(404, 'error.404.resource'));
