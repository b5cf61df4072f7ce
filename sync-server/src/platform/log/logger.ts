// The server's one logger: JSON lines (pino) on stdout, one process-wide instance so every area
// logs through `log` without carrying it around. startServer() sets its level and destination
// from the config (LOG_LEVEL); tests pass `silent`, or a destination of their own to read the lines.
// With TEST_LOG_DIR set, every line from `debug` up also goes to one file a process in that folder,
// whatever the level: `npm test` scans the files of the whole run (scripts/scan-test-logs.ts).
// What a line may hold: ids, route patterns, statuses, counts, error messages. Never a token, a
// password, an email address, a name or a document body (request-log.ts, redaction test).
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import pino, { type DestinationStream, type Logger, type StreamEntry } from 'pino';

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

/** The level of the lines a test run's log folder receives. */
const FILE_LEVEL = 'debug';

let current: Logger = create('info');
/**
 * This process's file in the test run's log folder, opened once; written asynchronously, and
 * pino writes what is still buffered when the process exits.
 */
let file: { dir: string; stream: DestinationStream } | undefined;

function create(level: LogLevel, destination?: DestinationStream, fileDir?: string): Logger {
  const options = {
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { err: errorFields },
    base: { pid: process.pid },
  };
  if (!fileDir) return destination ? pino({ ...options, level }, destination) : pino({ ...options, level });
  const streams: StreamEntry[] = [{ level: FILE_LEVEL, stream: fileIn(fileDir) }];
  if (level !== 'silent') streams.push({ level, stream: destination ?? pino.destination(1) });
  return pino({ ...options, level: level === 'trace' ? level : FILE_LEVEL }, pino.multistream(streams));
}

/**
 * `<entry script>-<pid>-<thread>.log` in `dir`: the entry tells a `main.ts` process from a test
 * worker that runs the app in-process.
 */
function fileIn(dir: string): DestinationStream {
  if (file?.dir !== dir) {
    const entry = path.basename(process.argv[1] ?? 'node').replace(/\.[^.]*$/, '');
    const dest = path.join(dir, `${entry}-${process.pid}-${threadId}.log`);
    file = { dir, stream: pino.destination({ dest, sync: false, mkdir: true }) };
  }
  return file.stream;
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

/**
 * Sets the level and, for tests, where lines go (default: stdout) and the test run's log folder
 * (TEST_LOG_DIR), which receives every line from `debug` up whatever the level.
 */
export function configureLog(level: LogLevel, destination?: DestinationStream, fileDir?: string): void {
  current = create(level, destination, fileDir);
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
