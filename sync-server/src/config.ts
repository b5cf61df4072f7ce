// Configuration is read and validated once, at start; a bad value stops the process with a
// message that names the variable (STYLE.md, "Server").
import path from 'node:path';

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
  /** PEM-encoded Ed25519 keys; undefined means: generate once and keep them in DATA_DIR. */
  jwtPrivateKey: string | undefined;
  jwtPublicKey: string | undefined;
  webDist: string;
  logLevel: 'silent' | 'info';
  /** Script URL of the analytics tag, loaded only after consent; none by default. */
  analyticsUrl: string | undefined;
  /** Account id of the advertising-conversion tag (e.g. `AW-123456789`); none by default. */
  adsConversionId: string | undefined;
  /** Where the advertising-conversion tag is loaded from (the id is appended as `?id=`). */
  adsTagUrl: string;
  /** The site's public origin for the sitemap; by default the origin of each request. */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string): string | undefined {
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
function exactUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
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

function adsId(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^[A-Za-z]{1,4}-[A-Za-z0-9_-]{1,40}$/.test(raw)) {
    throw new ConfigError(`${name} must look like AW-123456789, got "${raw}"`);
  }
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const config: Config = {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    couchdbUrl: url(env, 'COUCHDB_URL'),
    storePort: int(env, 'STORE_PORT', 0, 0, 65535),
    production: env.NODE_ENV === 'production',
    demoProducts: int(env, 'DEMO_PRODUCTS', 420, 0, 100_000),
    accessTokenTtlS: int(env, 'ACCESS_TOKEN_TTL', 900, 10, 86_400),
    refreshTokenTtlS: int(env, 'REFRESH_TOKEN_TTL', 30 * 86_400, 60, 365 * 86_400),
    maxBodyBytes: int(env, 'MAX_BODY_BYTES', 4 * 1024 * 1024, 1024, 256 * 1024 * 1024),
    jwtPrivateKey: env.JWT_PRIVATE_KEY || undefined,
    jwtPublicKey: env.JWT_PUBLIC_KEY || undefined,
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'web/dist')),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'info',
    analyticsUrl: exactUrl(env, 'ANALYTICS_URL'),
    adsConversionId: adsId(env, 'ADS_CONVERSION_ID'),
    adsTagUrl: exactUrl(env, 'ADS_TAG_URL') ?? 'https://www.googletagmanager.com/gtag/js',
    publicUrl: exactUrl(env, 'PUBLIC_URL')?.replace(/\/+$/, ''),
    ...overrides,
  };
  if ((config.jwtPrivateKey === undefined) !== (config.jwtPublicKey === undefined)) {
    throw new ConfigError('JWT_PRIVATE_KEY and JWT_PUBLIC_KEY must be given together');
  }
  return config;
}
