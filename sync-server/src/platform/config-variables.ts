// Every environment variable the server reads, as data: its name, its default and what it means.
// config.ts takes the defaults from here; scripts/config-doc.ts writes docs/configuration.md from
// it, and a test fails when that page differs from what this table gives.

export interface ConfigVariable {
  /** The value the server uses when the variable is unset or empty (undefined: none). */
  default: number | string | undefined;
  /** How the default reads in the documentation, where the value itself says little. */
  shown?: string;
  meaning: string;
}

export const CONFIG_VARIABLES = {
  PORT: { default: 8080, meaning: 'HTTP port of the app, `/api` and `/db`' },
  HOST: { default: '0.0.0.0', meaning: 'interface to listen on' },
  DATA_DIR: {
    default: undefined,
    shown: '`./data`',
    meaning:
      'store (`store/`), JWT keys and store credential (`keys/`), outbox, images (`uploads/`), kept snapshots (`snapshots/`)',
  },
  COUCHDB_URL: {
    default: undefined,
    meaning: 'an Apache CouchDB 3 base URL with credentials; when set, no embedded store is started',
  },
  STORE_PORT: {
    default: 0,
    shown: 'free port',
    meaning: 'loopback port of the embedded store (never exposed; answers only with its credential)',
  },
  NODE_ENV: { default: undefined, meaning: '`production` skips demo data and demo accounts' },
  DEMO_PRODUCTS: {
    default: 420,
    meaning: 'size of the demo catalogue loaded into an empty store (40000 for benchmarks)',
  },
  ACCESS_TOKEN_TTL: { default: 900, meaning: 'lifetime in seconds of an access token' },
  REFRESH_TOKEN_TTL: { default: 30 * 86_400, meaning: 'lifetime in seconds of a refresh token' },
  JWT_PRIVATE_KEY: {
    default: undefined,
    shown: 'generated',
    meaning:
      'Ed25519 PEM private key; otherwise generated on first start and kept in `DATA_DIR/keys/` (give both keys, or neither)',
  },
  JWT_PUBLIC_KEY: { default: undefined, shown: 'generated', meaning: 'the Ed25519 PEM public key beside it' },
  MAX_BODY_BYTES: { default: 4 * 1024 * 1024, meaning: 'largest request body the server reads' },
  UPLOAD_MAX_BYTES: {
    default: 5 * 1024 * 1024,
    meaning: 'largest image upload (banners, product images); stored under `DATA_DIR/uploads/`',
  },
  WEB_DIST: { default: undefined, shown: '`web/dist`', meaning: 'the built app the server serves' },
  LOG_LEVEL: {
    default: 'info',
    meaning:
      'JSON log lines from this level up: `error`, `warn`, `info` (a line a request), `debug`; `silent`: none',
  },
  TEST_LOG_DIR: {
    default: undefined,
    shown: 'off',
    meaning: 'tests: each process also writes its lines, `debug` up, to a file here; `npm test` scans them',
  },
  SMTP_URL: {
    default: undefined,
    meaning: '`smtp(s)://` URL of the mail server; without it mails go to `DATA_DIR/outbox/*.eml`',
  },
  MAIL_FROM: { default: 'POCT Atlas <no-reply@poct-atlas.test>', meaning: 'sender of every mail' },
  STAFF_EMAIL: {
    default: undefined,
    meaning: 'staff notifications; else every account whose role holds `users-update`',
  },
  PREMIUM_DAYS: {
    default: 365,
    meaning: 'premium granted by an approved verification unless staff pick a date',
  },
  VERIFY_EMAIL_TTL: { default: 2 * 86_400, meaning: 'lifetime in seconds of the email-confirmation link' },
  RESET_PASSWORD_TTL: { default: 3600, meaning: 'lifetime in seconds of the password-reset link' },
  RATE_LIMIT_WINDOW: { default: 900, meaning: 'seconds per rate-limit window' },
  RATE_LIMIT_LOGIN: { default: 5, meaning: 'failed logins per account in a window; then 429' },
  RATE_LIMIT_LOGIN_IP: { default: 20, meaning: 'failed logins per address in a window; then 429' },
  RATE_LIMIT_MAIL: {
    default: 5,
    meaning: 'registrations, mails, verification requests per account in a window',
  },
  RATE_LIMIT_MAIL_IP: {
    default: 20,
    meaning: 'registrations, mails, verification requests per address in a window',
  },
  RATE_LIMIT_QUOTATIONS: {
    default: 10,
    meaning: 'new quote requests (each mails staff) per user in a window; then 429',
  },
  RATE_LIMIT_QUOTATIONS_IP: {
    default: 30,
    meaning: 'new quote requests (each mails staff) per address in a window; then 429',
  },
  RATE_LIMIT_DATA_EXPORTS: {
    default: 3,
    meaning: 'archives of "Download my data" a user may start in a window; then 429',
  },
  ACCOUNT_ERASURE_DAYS: {
    default: 30,
    meaning: 'days a closed account waits before it is erased; signing in again within them reopens it',
  },
  RATE_LIMIT_CONTACT_IP: {
    default: 10,
    meaning: 'contact-form messages per address in a window; further ones are dropped silently',
  },
  RATE_LIMIT_CONTACT: {
    default: 3,
    meaning: 'contact-form messages per email address in a window; further ones dropped silently',
  },
  RATE_LIMIT_POSTS_IP: {
    default: 600,
    meaning: 'public blog reads (`/api/posts`, a post) per address in a window; then 429',
  },
  CONTACT_MIN_FILL_SECONDS: {
    default: 3,
    meaning: 'contact-form time trap: a form sent sooner after it loaded counts as spam',
  },
  ALTCHA_MAX_NUMBER: {
    default: 0,
    meaning: 'proof of work for contact and demo forms: most tries a page may need; `0`: off',
  },
  FORUM_VIEW_FLUSH_SECONDS: {
    default: 10,
    meaning: 'how often a server process writes the forum thread views it counted (one write a thread)',
  },
  ALERT_DIGEST_SWEEP_SECONDS: {
    default: 3600,
    meaning: 'how often the alert digest mails are looked for (each user gets at most one a day or week)',
  },
  METRICS_TOKEN: {
    default: undefined,
    shown: 'off',
    meaning: 'bearer token of `GET /metrics` (Prometheus; at least 16 characters); unset: no endpoint',
  },
  SHUTDOWN_TIMEOUT_SECONDS: {
    default: 10,
    meaning: 'on SIGTERM: seconds to finish requests in flight and flush counters before exiting anyway',
  },
  READY_PROJECTOR_LAG: {
    default: 500,
    meaning: '`/api/health/ready` answers 503 while more master changes than this wait to be projected',
  },
  HELD_CONNECTIONS_PER_USER: {
    default: 10,
    meaning:
      '`_changes` feeds and change-events streams one user may hold open on all server processes together',
  },
  ANALYTICS_URL: {
    default: undefined,
    meaning: "script URL of the analytics tag; loaded only after a visitor's analytics consent",
  },
  ADS_CONVERSION_ID: {
    default: undefined,
    meaning: 'advertising-conversion account id (`AW-…`); its tag loads only after marketing consent',
  },
  ADS_TAG_URL: {
    default: 'https://www.googletagmanager.com/gtag/js',
    shown: 'gtag.js of Google',
    meaning: 'where the conversion tag is loaded from (`?id=` is appended)',
  },
  PUBLIC_URL: {
    default: undefined,
    shown: '`http://localhost:PORT`',
    meaning:
      'public origin of every link in mails, `/sitemap.xml`, hreflang; required in production ([operations](operations.md#tls-and-proxies))',
  },
  TRUST_PROXY: {
    default: undefined,
    shown: 'off',
    meaning: 'proxies whose `X-Forwarded-*` headers count: a hop count (`1`) or addresses (`loopback`)',
  },
  STRIPE_SECRET_KEY: {
    default: undefined,
    meaning: 'Stripe secret key (`sk_…`); without it the app works and buy buttons say so',
  },
  STRIPE_WEBHOOK_SECRET: {
    default: undefined,
    meaning: 'signing secret (`whsec_…`) of the webhook `POST /api/payments/webhook`',
  },
  STRIPE_API_BASE: {
    default: undefined,
    shown: "Stripe's API",
    meaning: "only the Stripe client's host, port and protocol (tests: a loopback stand-in)",
  },
  ADS_AUDIENCE: {
    default: 'signed-in',
    meaning: 'who is shown advertisement banners: `signed-in`, `everyone` (guests too) or `nobody`',
  },
  RATE_LIMIT_AD_VIEWS: {
    default: 60,
    meaning:
      "banners one viewer (an account, all its sessions; a guest's address) gets per minute on all processes; then none",
  },
  RATE_LIMIT_MCP: {
    default: 600,
    meaning: 'tool-call units per user in a window, `/mcp` and `/api/assistant/answer` together; then 429',
  },
  RATE_LIMIT_SEARCH_EVENTS: {
    default: 500,
    meaning:
      'new search events counted per address in a window (all processes); more are acknowledged, not counted',
  },
  ASSISTANT_MODEL_URL: {
    default: undefined,
    meaning: "OpenAI-compatible base URL (`…/v1`) that may phrase NoodleChat's answers; none: no model",
  },
  ASSISTANT_MODEL_NAME: { default: 'default', meaning: 'the model name sent to it' },
  ASSISTANT_MODEL_KEY: { default: undefined, meaning: 'its bearer key, if it needs one' },
} as const satisfies Record<string, ConfigVariable>;

export type ConfigVariableName = keyof typeof CONFIG_VARIABLES;
