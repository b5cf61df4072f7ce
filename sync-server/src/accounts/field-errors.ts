// A refused form: 400 with the first message as `message` (the one JSON shape of every error)
// and every field's message in `errors`, all in the request's language, so a form can put each
// text beside its field.
import type { ErrorRequestHandler } from 'express';
import { message, pickLocale, type ValidationError } from '@poct/schemas';
import { AppError } from '../http/app-error.ts';

export class FieldErrors extends AppError {
  readonly errors: readonly ValidationError[];
  constructor(errors: readonly ValidationError[], status = 400) {
    super(status, errors[0]?.key ?? 'error.400', errors[0]?.params as Record<string, string | number>);
    this.errors = errors;
  }
}

export function throwIfAny(errors: readonly ValidationError[]): void {
  if (errors.length > 0) throw new FieldErrors(errors);
}

export const fieldErrorsMiddleware: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (!(error instanceof FieldErrors) || res.headersSent) return next(error);
  const locale = pickLocale(req.headers['accept-language']);
  res.status(error.status).json({
    statusCode: error.status,
    message: message(error.key, locale, error.params),
    errors: error.errors.map((e) => ({
      field: e.path.replace(/^\//, ''),
      key: e.key,
      message: message(e.key, locale, e.params),
    })),
  });
};
