// What the gateway answers when the store refuses or fails a forwarded request: never the
// store's own body or a raw 500, always `{statusCode, message}` with a catalogue text. A store
// failure (5xx, or a 401 for our own credentials) is the service being unavailable: 503.
import { AppError } from '../../platform/http/app-error.ts';

export function storeRefusal(status: number): AppError {
  if (status === 403) return new AppError(403, 'error.403');
  if (status === 404) return new AppError(404, 'error.404.resource');
  if (status === 409 || status === 412) return new AppError(409, 'error.409.changed');
  if (status === 413) return new AppError(413, 'error.413');
  if (status === 429) return new AppError(429, 'error.429');
  if (status >= 400 && status < 500 && status !== 401 && status !== 407)
    return new AppError(400, 'error.400');
  return new AppError(503, 'error.503');
}
