// A refused form: 400 (or 409) with the first field's message as `message` (or the text of `key`,
// when given) and every field's message in `errors`, all in the request's language, so a form can
// put each text beside its field. The one error middleware (error-middleware.ts) writes it.
import type { ValidationError } from '@poct/schemas';
import { AppError } from './app-error.ts';

export class FieldErrors extends AppError {
  readonly errors: readonly ValidationError[];
  constructor(errors: readonly ValidationError[], status = 400, key?: string) {
    super(
      status,
      key ?? errors[0]?.key ?? 'error.400',
      key ? undefined : (errors[0]?.params as Record<string, string | number>),
    );
    this.errors = errors;
  }
}

export function throwIfAny(errors: readonly ValidationError[]): void {
  if (errors.length > 0) throw new FieldErrors(errors);
}
