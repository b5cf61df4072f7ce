// The server's one logger: JSON lines (pino) on stdout, one process-wide instance so every area
// logs through `log` without carrying it around. startServer() sets its level and destination
// from the config (LOG_LEVEL); tests pass `silent`, or a destination of their own to read the lines.
// What a line may hold: ids, route patterns, statuses, counts, error messages. Never a token, a
// password, an email address, a name or a document body (request-log.ts, redaction test).
import pino, { type DestinationStream, type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Paths pino blanks wherever they turn up, in case an object with them is ever logged. */
const REDACT = [
  'password',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'email',
  'name',
  'authorization',
  'cookie',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.email',
  '*.authorization',
  '*.cookie',
  'req.headers',
];

let current: Logger = create('info');

function create(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { err: errorFields },
  };
  return destination ? pino(options, destination) : pino(options);
}

const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g;
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;

/** Masks addresses and tokens that a message may quote (a mail server's refusal, a store's answer). */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(JWT, '[token]');
}

/**
 * An error's type, code, message and stack, scrubbed; none of its other fields (a mail error
 * carries its recipients, a store error the document).
 */
function errorFields(error: unknown): object {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: scrub(error.message),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
    ...(error.cause ? { cause: errorFields(error.cause) } : {}),
  };
}

/** Sets the level and, for tests, where lines go (default: stdout). */
export function configureLog(level: LogLevel, destination?: DestinationStream): void {
  current = create(level, destination);
}

/** The logger startServer() configured last (pino-http takes it as its base). */
export function currentLogger(): Logger {
  return current;
}

type LogCall = (object: object | string, message?: string) => void;
const call =
  (level: 'fatal' | 'error' | 'warn' | 'info' | 'debug'): LogCall =>
  (object, message) => {
    if (typeof object === 'string') current[level](object);
    else current[level](object, message);
  };

/** `log.error({ area: 'mail', err }, 'sending failed')`: fields first, then the message. */
export const log = {
  fatal: call('fatal'),
  error: call('error'),
  warn: call('warn'),
  info: call('info'),
  debug: call('debug'),
};

/** Writes what is buffered; for shutdown. */
export function flushLog(): Promise<void> {
  return new Promise((resolve) => current.flush(() => resolve()));
}
