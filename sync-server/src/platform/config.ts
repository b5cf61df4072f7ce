// Configuration is read and validated once, at start; a bad value stops the process with a
// message that names the variable (STYLE.md, "Server"). Names, defaults and meanings are data in
// config-variables.ts, from which docs/configuration.md is written.
import path from 'node:path';
import { AD_AUDIENCES, type AdAudience } from '@poct/schemas';
import { CONFIG_VARIABLES, type ConfigVariableName } from './config-variables.ts';
import { LOG_LEVELS, type LogLevel } from './log/logger.ts';

type Name = ConfigVariableName;
/** The variables whose default is a number: the ones `int` reads. */
type NumberName = {
  [K in Name]: (typeof CONFIG_VARIABLES)[K]['default'] extends number ? K : never;
}[Name];
const defaults = Object.fromEntries(
  Object.entries(CONFIG_VARIABLES).map(([name, variable]) => [name, variable.default]),
) as { [K in Name]: (typeof CONFIG_VARIABLES)[K]['default'] };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Apache CouchDB base URL with credentials; undefined means: start the embedded store. */
  couchdbUrl: string | undefined;
  /** Loopback port of the embedded store; 0 picks a free one. */
  storePort: number;
  production: boolean;
  demoProducts: number;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  maxBodyBytes: number;
  /** Largest image upload (banners, product images) the server accepts. */
  uploadMaxBytes: number;
  /** PEM-encoded Ed25519 keys; undefined means: generate once and keep them in DATA_DIR. */
  jwtPrivateKey: string | undefined;
  jwtPublicKey: string | undefined;
  webDist: string;
  /** pino's level: `info` logs one line a request; `silent` nothing (tests). */
  logLevel: LogLevel;
  /** The test run's log folder (TEST_LOG_DIR): every line from `debug` up also goes there. */
  testLogDir: string | undefined;
  /** Script URL of the analytics tag, loaded only after consent; none by default. */
  analyticsUrl: string | undefined;
  /** Account id of the advertising-conversion tag (e.g. `AW-123456789`); none by default. */
  adsConversionId: string | undefined;
  /** Where the advertising-conversion tag is loaded from (the id is appended as `?id=`). */
  adsTagUrl: string;
  /**
   * The site's public origin (no trailing slash): every absolute link (mails, sitemap, hreflang)
   * is built from it, never from the request's Host. Required in production; elsewhere
   * `http://localhost:PORT`.
   */
  publicUrl: string;
  /**
   * Express's `trust proxy`: which hops' forwarding headers (X-Forwarded-For/-Proto/-Host) count.
   * false (the default) trusts none, so `req.ip` is the socket's address.
   */
  trustProxy: boolean | number | string;
  /** smtp(s):// URL of the mail server; undefined means: write mails to DATA_DIR/outbox/ and log their links. */
  smtpUrl: string | undefined;
  /** Sender of every mail. */
  mailFrom: string;
  /** Staff notifications go here; undefined means: to every account whose role holds `users-update`. */
  staffEmail: string | undefined;
  /** Premium granted by an approved verification lasts this many days unless staff choose a date. */
  premiumDays: number;
  /** Lifetimes of the links in mails, in seconds. */
  verifyEmailTtlS: number;
  resetPasswordTtlS: number;
  /** Rate limits: counted per window; each limit applies per IP address and per account. */
  rateLimitWindowS: number;
  loginFailuresPerAccount: number;
  loginFailuresPerIp: number;
  mailRequestsPerAccount: number;
  mailRequestsPerIp: number;
  /** How often a process writes the forum thread views it counted (forum/view-counts.ts). */
  forumViewFlushMs: number;
  /** How often the alert digest's sweep runs (content/watchlist/digest.ts). */
  alertDigestSweepMs: number;
  /** Public blog reads (`/api/posts`) per address in a rate-limit window; then 429. */
  postsReadsPerIp: number;
  /** On SIGTERM, the bound for requests in flight and the flush; then the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Bearer token of `GET /metrics`; undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Master changes not yet projected above which the process reports not ready. */
  readyProjectorLag: number;
  /** Feeds and event streams one user may hold open on one server process; more get 429. */
  heldConnectionsPerUser: number;
  /** MCP requests (`/mcp`) per user in a rate-limit window; then 429. */
  mcpRequestsPerUser: number;
  /** Search events counted from one address per rate-limit window (RATE_LIMIT_SEARCH_EVENTS). */
  searchEventsPerIp: number;
  /** New quote requests (each mails staff) per user and per address in a window. */
  quotationsPerUser: number;
  quotationsPerIp: number;
  /** Archives of "Download my data" (privacy/my-data/) a user may start in a rate-limit window. */
  dataExportsPerUser: number;
  /** Days a closed account waits before privacy/account-deletion/ erases it. */
  accountErasureDays: number;
  /** Contact form (contact/): messages per email and per address in a rate-limit window. */
  contactPerEmail: number;
  contactPerIp: number;
  /** The time trap: a form sent sooner than this after its token was issued is treated as spam. */
  contactMinFillMs: number;
  /**
   * Proof of work (ALTCHA) the public forms must carry: the highest counter a page may have to
   * try (form-guard/proof-of-work.ts); 0: not required.
   */
  altchaMaxNumber: number;
  /** Stripe secret key; undefined: payments are not configured (buy buttons say so). */
  stripeSecretKey: string | undefined;
  /** Signing secret of the Stripe webhook endpoint (`whsec_…`); without it webhooks are refused. */
  stripeWebhookSecret: string | undefined;
  /** Only the Stripe client's host, port and protocol (a loopback stand-in in tests); undefined: Stripe's API. */
  stripeApiBase: string | undefined;
  /** Who is shown advertisement banners (ads/): signed-in accounts by default (docs/features.md, "Advertisements"). */
  adsAudience: AdAudience;
  /** Banners one viewer (session, or address for guests) is served per minute by one process; more get none. */
  adsViewsPerMinute: number;
  /** OpenAI-compatible chat completions base URL (`…/v1`) that may phrase NoodleChat's answers; none by default. */
  assistantModelUrl: string | undefined;
  assistantModelName: string;
  assistantModelKey: string | undefined;
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: NumberName, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return defaults[name];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: Name): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
    return raw.endsWith('/') ? raw : `${raw}/`;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

/** An http(s) URL kept exactly as given (a script address, not a base to append paths to). */
function exactUrl(env: NodeJS.ProcessEnv, name: Name): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
    return raw;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

function smtpUrl(env: NodeJS.ProcessEnv, name: Name): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!URL.canParse(raw) || !['smtp:', 'smtps:'].includes(new URL(raw).protocol)) {
    throw new ConfigError(`${name} must be an smtp:// or smtps:// URL, got "${raw}"`);
  }
  return raw;
}

function adsId(env: NodeJS.ProcessEnv, name: Name): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^[A-Za-z]{1,4}-[A-Za-z0-9_-]{1,40}$/.test(raw)) {
    throw new ConfigError(`${name} must look like AW-123456789, got "${raw}"`);
  }
  return raw;
}

/**
 * TRUST_PROXY as Express's `trust proxy` accepts it: a hop count, or addresses/subnets/names
 * (`loopback`, `10.0.0.0/8`, comma-separated). Off when unset; `true` (trust every hop) is
 * refused, since then any client could choose its own address.
 */
function trustProxy(env: NodeJS.ProcessEnv, name: Name): boolean | number | string {
  const raw = (env[name] ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const parts = raw.split(',').map((part) => part.trim());
  const valid = parts.every(
    (part) =>
      ['loopback', 'linklocal', 'uniquelocal'].includes(part) || /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/.test(part),
  );
  if (!valid) {
    throw new ConfigError(
      `${name} must be a hop count or addresses/subnets (e.g. "1", "loopback", "10.0.0.0/8"), got "${raw}"`,
    );
  }
  return parts.join(',');
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: Name, choices: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(choices as readonly string[]).includes(raw))
    throw new ConfigError(`${name} must be one of ${choices.join(', ')}`);
  return raw as T;
}

function secret(env: NodeJS.ProcessEnv, name: Name, shape: RegExp, example: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  // The value itself is never repeated in the message: it is a secret.
  if (!shape.test(raw)) throw new ConfigError(`${name} must look like ${example}`);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const port = overrides.port ?? int(env, 'PORT', 0, 65535);
  const production = overrides.production ?? env.NODE_ENV === 'production';
  const publicUrl = overrides.publicUrl ?? exactUrl(env, 'PUBLIC_URL');
  if (production && publicUrl === undefined) {
    throw new ConfigError('PUBLIC_URL must be set in production (the origin used in links in mails)');
  }
  const config: Config = {
    port,
    host: env.HOST || defaults.HOST,
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    couchdbUrl: url(env, 'COUCHDB_URL'),
    storePort: int(env, 'STORE_PORT', 0, 65535),
    production,
    demoProducts: int(env, 'DEMO_PRODUCTS', 0, 100_000),
    accessTokenTtlS: int(env, 'ACCESS_TOKEN_TTL', 10, 86_400),
    refreshTokenTtlS: int(env, 'REFRESH_TOKEN_TTL', 60, 365 * 86_400),
    maxBodyBytes: int(env, 'MAX_BODY_BYTES', 1024, 256 * 1024 * 1024),
    uploadMaxBytes: int(env, 'UPLOAD_MAX_BYTES', 1024, 64 * 1024 * 1024),
    jwtPrivateKey: env.JWT_PRIVATE_KEY || undefined,
    jwtPublicKey: env.JWT_PUBLIC_KEY || undefined,
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'web/dist')),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, defaults.LOG_LEVEL),
    testLogDir: env.TEST_LOG_DIR ? path.resolve(env.TEST_LOG_DIR) : undefined,
    analyticsUrl: exactUrl(env, 'ANALYTICS_URL'),
    adsConversionId: adsId(env, 'ADS_CONVERSION_ID'),
    adsTagUrl: exactUrl(env, 'ADS_TAG_URL') ?? defaults.ADS_TAG_URL,
    publicUrl: (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: trustProxy(env, 'TRUST_PROXY'),
    smtpUrl: smtpUrl(env, 'SMTP_URL'),
    mailFrom: env.MAIL_FROM || defaults.MAIL_FROM,
    staffEmail: env.STAFF_EMAIL || undefined,
    premiumDays: int(env, 'PREMIUM_DAYS', 1, 3650),
    verifyEmailTtlS: int(env, 'VERIFY_EMAIL_TTL', 60, 30 * 86_400),
    resetPasswordTtlS: int(env, 'RESET_PASSWORD_TTL', 60, 7 * 86_400),
    rateLimitWindowS: int(env, 'RATE_LIMIT_WINDOW', 1, 86_400),
    loginFailuresPerAccount: int(env, 'RATE_LIMIT_LOGIN', 1, 10_000),
    loginFailuresPerIp: int(env, 'RATE_LIMIT_LOGIN_IP', 1, 100_000),
    mailRequestsPerAccount: int(env, 'RATE_LIMIT_MAIL', 1, 10_000),
    mailRequestsPerIp: int(env, 'RATE_LIMIT_MAIL_IP', 1, 100_000),
    heldConnectionsPerUser: int(env, 'HELD_CONNECTIONS_PER_USER', 1, 1000),
    readyProjectorLag: int(env, 'READY_PROJECTOR_LAG', 0, 1_000_000),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_SECONDS', 1, 600) * 1000,
    metricsToken: secret(
      env,
      'METRICS_TOKEN',
      /^[A-Za-z0-9._~+/=-]{16,200}$/,
      '16 or more letters, digits or ._~+/=-',
    ),
    forumViewFlushMs: int(env, 'FORUM_VIEW_FLUSH_SECONDS', 1, 3600) * 1000,
    alertDigestSweepMs: int(env, 'ALERT_DIGEST_SWEEP_SECONDS', 1, 86_400) * 1000,
    postsReadsPerIp: int(env, 'RATE_LIMIT_POSTS_IP', 1, 1_000_000),
    mcpRequestsPerUser: int(env, 'RATE_LIMIT_MCP', 1, 100_000),
    searchEventsPerIp: int(env, 'RATE_LIMIT_SEARCH_EVENTS', 1, 1_000_000),
    quotationsPerUser: int(env, 'RATE_LIMIT_QUOTATIONS', 1, 10_000),
    quotationsPerIp: int(env, 'RATE_LIMIT_QUOTATIONS_IP', 1, 100_000),
    dataExportsPerUser: int(env, 'RATE_LIMIT_DATA_EXPORTS', 1, 1000),
    accountErasureDays: int(env, 'ACCOUNT_ERASURE_DAYS', 0, 3650),
    contactPerEmail: int(env, 'RATE_LIMIT_CONTACT', 1, 10_000),
    contactPerIp: int(env, 'RATE_LIMIT_CONTACT_IP', 1, 100_000),
    contactMinFillMs: int(env, 'CONTACT_MIN_FILL_SECONDS', 0, 600) * 1000,
    altchaMaxNumber: int(env, 'ALTCHA_MAX_NUMBER', 0, 10_000_000),
    stripeSecretKey: secret(env, 'STRIPE_SECRET_KEY', /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'sk_test_…'),
    stripeWebhookSecret: secret(env, 'STRIPE_WEBHOOK_SECRET', /^whsec_[A-Za-z0-9_]+$/, 'whsec_…'),
    stripeApiBase: exactUrl(env, 'STRIPE_API_BASE'),
    adsAudience: oneOf(env, 'ADS_AUDIENCE', AD_AUDIENCES, defaults.ADS_AUDIENCE),
    adsViewsPerMinute: int(env, 'RATE_LIMIT_AD_VIEWS', 1, 100_000),
    assistantModelUrl: exactUrl(env, 'ASSISTANT_MODEL_URL'),
    assistantModelName: env.ASSISTANT_MODEL_NAME || defaults.ASSISTANT_MODEL_NAME,
    assistantModelKey: env.ASSISTANT_MODEL_KEY || undefined,
    ...overrides,
  };
  if ((config.jwtPrivateKey === undefined) !== (config.jwtPublicKey === undefined)) {
    throw new ConfigError('JWT_PRIVATE_KEY and JWT_PUBLIC_KEY must be given together');
  }
  return config;
}
