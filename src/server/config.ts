import '../shared/schemas/zod-locale.js';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { LimitClass } from '../shared/contract/endpoint.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses and CIDR ranges. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string): boolean => {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Which X-Forwarded-For hops to believe: off by default (the connecting address counts, so a client
 * cannot forge its address), `true` (any), a number of hops, or the proxies' addresses.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const text = value.trim();
    if (text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0 && entries.length > 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `use false, true, um número de proxies ou endereços IP/CIDR separados por vírgula (inválido: ${bad.join(', ') || text})`,
    });
    return z.NEVER;
  });

export type TrustProxy = boolean | number | string[];

/** How many requests a key may make in one window. */
export type Limit = { max: number; windowMs: number };

const unitMs = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** A rate limit written as requests per window: `30/10m` is 30 requests in 10 minutes (s, m or h). */
const limit = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx): Limit => {
      const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(value);
      const [, max, count, unit] = match ?? [];
      if (Number(max) > 0 && Number(count) > 0 && (unit === 's' || unit === 'm' || unit === 'h'))
        return { max: Number(max), windowMs: Number(count) * unitMs[unit] };
      ctx.addIssue({ code: 'custom', message: 'use pedidos/janela, como 30/10m (janela em s, m ou h)' });
      return z.NEVER;
    });

const minutes = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9][0-9]*(kB|MB|GB)$/, 'use um tamanho como 32MB (kB, MB ou GB)')
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'use de 2 a 40 letras minúsculas, números ou hífen')
    .default('demo'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  S3_URL: z
    .string()
    .refine(
      (value) => s3From(value, 'us-east-1') !== undefined,
      'deve ser https://CHAVE:SEGREDO@host[:porta]/bucket (chave e segredo codificados para URL)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'use a região do serviço, como us-east-1')
    .default('us-east-1'),
  MAIL_FROM: z.string().min(3).default('Balcão <nao-responda@balcao.local>'),
  REDIS_URL: z
    .string()
    .refine(
      (value) => /^rediss?:\/\/\S+$/.test(value) && URL.canParse(value),
      'deve ser redis://[usuário:senha@]host[:porta][/banco] (ou rediss:// com TLS)',
    )
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'use até 64 letras, números, ":", ".", "_" ou "-"')
    .default('balcao:'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  SESSION_IDLE_MINUTES: minutes(120),
  SESSION_MAX_HOURS: minutes(12),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: minutes(15),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  VIACEP_URL: z.url().default('https://viacep.com.br/ws'),
  BRASILAPI_URL: z.url().default('https://brasilapi.com.br'),
  CEP_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  CNPJ_LOOKUP_URL: z.url().default('https://brasilapi.com.br'),
  CNPJ_LOOKUP_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org'),
  ROUTER_URL: z.url().default('https://router.project-osrm.org'),
  MAP_TILES_URL: z
    .string()
    .regex(/^https?:\/\/.+\{z\}.+\{x\}.+\{y\}/, 'deve ser uma URL de tiles com {z}, {x} e {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  SETTINGS_KEY: z
    .string()
    .refine(
      (value) => Buffer.from(value, 'base64').length === 32,
      'deve ter 32 bytes em base64 (openssl rand -base64 32)',
    )
    .optional(),
  CIELO_QUERY_SANDBOX_URL: z.url().default('https://apiquerysandbox.cieloecommerce.cielo.com.br'),
  CIELO_QUERY_URL: z.url().default('https://apiquery.cieloecommerce.cielo.com.br'),
  CIELO_API_SANDBOX_URL: z.url().default('https://apisandbox.cieloecommerce.cielo.com.br'),
  CIELO_API_URL: z.url().default('https://api.cieloecommerce.cielo.com.br'),
  PAGSEGURO_SANDBOX_URL: z.url().default('https://sandbox.api.pagseguro.com'),
  PAGSEGURO_URL: z.url().default('https://api.pagseguro.com'),
  CIELO_AUTH_SANDBOX_URL: z.url().default('https://authsandbox.braspag.com.br'),
  CIELO_AUTH_URL: z.url().default('https://auth.braspag.com.br'),
  CIELO_SOP_SANDBOX_URL: z.url().default('https://transactionsandbox.pagador.com.br/post'),
  CIELO_SOP_URL: z.url().default('https://transaction.pagador.com.br/post'),
  CIELO_MPI_SANDBOX_URL: z.url().default('https://mpisandbox.braspag.com.br'),
  CIELO_MPI_URL: z.url().default('https://mpi.braspag.com.br'),
  PAGSEGURO_SDK_URL: z
    .url()
    .default('https://assets.pagseguro.com.br/checkout-sdk-js/rc/dist/browser/pagseguro.min.js'),
  MOIP_SANDBOX_URL: z.url().default('https://sandbox.moip.com.br'),
  MOIP_URL: z.url().default('https://api.moip.com.br'),
  /** moip-sdk-js for the web (MoipSdkJs); pin a version in production. */
  MOIP_SDK_URL: z.url().default('https://cdn.jsdelivr.net/gh/moip/moip-sdk-js/dist/moip-sdk-js.js'),
  /** Cybersource's device fingerprint script (ThreatMetrix), for Cielo's antifraud; tests point it at a fake. */
  CYBERSOURCE_FINGERPRINT_URL: z.url().default('https://h.online-metrix.net/fp/tags.js'),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  PIX_WEBHOOK_TLS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PIX_WEBHOOK_TLS_CERT: z.string().min(1).optional(),
  PIX_WEBHOOK_TLS_KEY: z.string().min(1).optional(),
  PIX_WEBHOOK_URL: z
    .string()
    .regex(/^https:\/\/[^/?#\s]+$/, 'deve ser o endereço https do webhook com mTLS, como https://pix.loja.com.br:8443')
    .optional(),
  DOCUMENT_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .default(Math.max(1, os.availableParallelism() - 1)),
  DOCUMENT_QUEUE: z.coerce.number().int().min(0).default(20),
  DOCUMENT_TIMEOUT_SECONDS: z.coerce.number().positive().default(20),
  EXPORT_TIMEOUT_SECONDS: z.coerce.number().positive().default(300),
  TRUST_PROXY: trustProxy,
  PUBLIC_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/,
      'deve ser o endereço público do sistema, como https://loja.exemplo.com.br',
    )
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  RATE_LIMIT_STANDARD: limit('600/1m'),
  RATE_LIMIT_FILES: limit('3000/1m'),
  RATE_LIMIT_LOGIN: limit('30/1m'),
  RATE_LIMIT_REGISTRATION: limit('5/1h'),
  RATE_LIMIT_REGISTRATION_COMPANY: limit('50/1h'),
  RATE_LIMIT_PASSWORD: limit('10/1h'),
  RATE_LIMIT_MAIL: limit('30/10m'),
  RATE_LIMIT_PDF: limit('20/1m'),
  RATE_LIMIT_EXPORT: limit('10/1m'),
  CUSTOMER_MAIL_DAILY_LIMIT: z.coerce.number().int().min(0).default(20),
  CUSTOMER_MAIL_OTHER_ADDRESSES: z.coerce.number().int().min(0).default(5),
});

/**
 * The rate limits: one per class of call (see LimitClass, whose `files` also counts the web client's files), and
 * `registrationPerCompany`, the self-registrations one company takes from everyone together.
 */
export type RateLimits = Record<LimitClass | 'registrationPerCompany', Limit>;

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** The embedded PGlite's buffer pool (its shared_buffers); absent: db/client.ts's default. */
  pgliteSharedBuffers: string | undefined;
  /** Absent: the embedded PGlite under dataDir; present: a PostgreSQL server through a pool. */
  databaseUrl: string | undefined;
  defaultTenant: string;
  smtpUrl: string | undefined;
  /** The S3-compatible bucket where stored files go; absent: `DATA_DIR/files`. */
  s3: S3Config | undefined;
  mailFrom: string;
  /** Where the rate limits are counted when set (every key starts with keyPrefix); absent: in the database. */
  redis: { url: string; keyPrefix: string } | undefined;
  logLevel: (typeof logLevels)[number];
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  seedDemo: boolean;
  /** Base URLs of the postal-code services: ViaCEP's wire format, then BrasilAPI's CEP v2 when it fails. */
  viaCepUrl: string;
  brasilApiUrl: string;
  cepTimeoutMs: number;
  /** BrasilAPI (or anything speaking its CNPJ v1 format), asked only for tenants that turn it on. */
  cnpjLookupUrl: string;
  cnpjLookupTimeoutMs: number;
  /** Geocoding (Nominatim wire format), driving routes (OSRM wire format) and map tiles. */
  geocoderUrl: string;
  routerUrl: string;
  mapTilesUrl: string;
  mapTimeoutMs: number;
  /** AES-256-GCM key of the payment credentials at rest; absent: credentials cannot be saved. */
  settingsKey: Buffer | undefined;
  /** Base URLs of the payment providers' APIs, per environment of the 'ambiente' setting. */
  payments: {
    cielo: ProviderUrls;
    /** Cielo's transactional API (sales, capture, void); `cielo` is its query API. */
    cieloSales: ProviderUrls;
    /** Cielo's Silent Order Post: its OAuth2 server and the SOP API (access token, script, card post). */
    cieloSop: { auth: ProviderUrls; sop: ProviderUrls };
    /** Cielo's 3-D Secure 2.0 MPI (Braspag): the access token and the BP.Mpi script. */
    cieloMpi: ProviderUrls;
    /** PagBank's API de Pedidos (orders, charges, public keys). */
    pagseguro: ProviderUrls;
    /** PagSeguro's browser SDK (encryptCard): the checkout page loads it, the CSP allows its origin. */
    pagSeguroSdkUrl: string;
    moip: ProviderUrls;
    /** moip-sdk-js (MoipCreditCard.hash): the checkout page loads it, the CSP allows its origin. */
    moipSdkUrl: string;
    /** Cybersource's fingerprint script (tags.js), loaded by the checkout on a Cielo account with antifraud. */
    fingerprintUrl: string;
    timeoutMs: number;
    /** How often expired Pix and boletos and lost card attempts are looked for; 0: never (tests run them by hand). */
    sweepMs: number;
    pixWebhook: PixWebhookConfig;
  };
  /** The document worker pool (PDFs, spreadsheets): threads, jobs that may wait, time limits. */
  documents: DocumentPoolConfig;
  /** Fastify's trustProxy: whose X-Forwarded-For gives the client's address (see TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The address mailed links point to (no trailing slash); absent: the company's host name, else the request's host. */
  publicUrl: string | undefined;
  /** Where Prometheus reads /metrics (a port of its own, not the app's); absent: no metrics. */
  metricsPort: number | undefined;
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish before the process leaves. */
  shutdownGraceMs: number;
  /** Where the built web client lives; absent in API-only tests. */
  webDir: string | undefined;
  /**
   * The module that renders the store's pages with their data (the Vite build of
   * src/web/ssr/render-page.tsx); absent (or not built), the browser draws them alone.
   */
  pageRenderer: string | undefined;
  rateLimits: RateLimits;
  /** Order mail a customer may send per day, and to how many addresses that are not theirs. */
  customerMail: { perDay: number; otherAddressesPerDay: number };
};

/**
 * The listener where PSPs post Pix webhooks presenting their client certificate (mTLS, as the BCB
 * API has them do): our server certificate and key files, and the public https origin registered at
 * the PSPs. Absent `tls`: webhooks arrive only on the main port, authenticated by the address's secret.
 */
export type PixWebhookConfig = {
  tls: { port: number; certFile: string; keyFile: string } | undefined;
  url: string | undefined;
};

export type DocumentPoolConfig = {
  threads: number;
  /** Jobs that may wait for a thread; one more is refused with 'try again'. */
  queue: number;
  /** The longest a document (a PDF) may hold a thread. */
  timeoutMs: number;
  /** The longest a spreadsheet export (up to 100 000 rows, streamed) may hold a thread. */
  exportTimeoutMs: number;
};

export type S3Config = {
  /** The service's address (scheme, host, port), objects addressed path-style below it. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** `S3_URL`'s parts: the keys in the user part, the bucket as the one path segment. */
function s3From(value: string, region: string): S3Config | undefined {
  if (!/^https?:\/\//.test(value) || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  const bucket = /^\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/?$/.exec(url.pathname)?.[1];
  if (!bucket || !url.username || !url.password || url.search || url.hash) return undefined;
  return {
    endpoint: url.origin,
    bucket,
    region,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

export type ProviderUrls = { sandbox: string; producao: string };

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    databaseUrl: e.DATABASE_URL,
    defaultTenant: e.DEFAULT_TENANT,
    smtpUrl: e.SMTP_URL,
    s3: e.S3_URL === undefined ? undefined : s3From(e.S3_URL, e.S3_REGION),
    mailFrom: e.MAIL_FROM,
    redis: e.REDIS_URL === undefined ? undefined : { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
    logLevel: e.LOG_LEVEL,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    seedDemo: e.SEED_DEMO === 'true',
    viaCepUrl: e.VIACEP_URL.replace(/\/+$/, ''),
    brasilApiUrl: e.BRASILAPI_URL.replace(/\/+$/, ''),
    cepTimeoutMs: e.CEP_TIMEOUT_MS,
    cnpjLookupUrl: e.CNPJ_LOOKUP_URL.replace(/\/+$/, ''),
    cnpjLookupTimeoutMs: e.CNPJ_LOOKUP_TIMEOUT_MS,
    geocoderUrl: e.GEOCODER_URL.replace(/\/+$/, ''),
    routerUrl: e.ROUTER_URL.replace(/\/+$/, ''),
    mapTilesUrl: e.MAP_TILES_URL,
    mapTimeoutMs: e.MAP_TIMEOUT_MS,
    settingsKey: e.SETTINGS_KEY === undefined ? undefined : Buffer.from(e.SETTINGS_KEY, 'base64'),
    payments: {
      cielo: urls(e.CIELO_QUERY_SANDBOX_URL, e.CIELO_QUERY_URL),
      cieloSales: urls(e.CIELO_API_SANDBOX_URL, e.CIELO_API_URL),
      cieloSop: {
        auth: urls(e.CIELO_AUTH_SANDBOX_URL, e.CIELO_AUTH_URL),
        sop: urls(e.CIELO_SOP_SANDBOX_URL, e.CIELO_SOP_URL),
      },
      cieloMpi: urls(e.CIELO_MPI_SANDBOX_URL, e.CIELO_MPI_URL),
      pagseguro: urls(e.PAGSEGURO_SANDBOX_URL, e.PAGSEGURO_URL),
      pagSeguroSdkUrl: e.PAGSEGURO_SDK_URL,
      moip: urls(e.MOIP_SANDBOX_URL, e.MOIP_URL),
      moipSdkUrl: e.MOIP_SDK_URL,
      fingerprintUrl: e.CYBERSOURCE_FINGERPRINT_URL,
      timeoutMs: e.PAYMENT_TIMEOUT_MS,
      sweepMs: e.PAYMENT_SWEEP_SECONDS * 1000,
      pixWebhook: pixWebhookFrom(e),
    },
    documents: {
      threads: e.DOCUMENT_THREADS,
      queue: e.DOCUMENT_QUEUE,
      timeoutMs: e.DOCUMENT_TIMEOUT_SECONDS * 1000,
      exportTimeoutMs: e.EXPORT_TIMEOUT_SECONDS * 1000,
    },
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    metricsPort: e.METRICS_PORT,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    webDir: path.resolve('dist/web'),
    pageRenderer: path.resolve('dist/ssr/render-page.js'),
    rateLimits: {
      standard: e.RATE_LIMIT_STANDARD,
      files: e.RATE_LIMIT_FILES,
      login: e.RATE_LIMIT_LOGIN,
      registration: e.RATE_LIMIT_REGISTRATION,
      registrationPerCompany: e.RATE_LIMIT_REGISTRATION_COMPANY,
      password: e.RATE_LIMIT_PASSWORD,
      mail: e.RATE_LIMIT_MAIL,
      pdf: e.RATE_LIMIT_PDF,
      export: e.RATE_LIMIT_EXPORT,
    },
    customerMail: { perDay: e.CUSTOMER_MAIL_DAILY_LIMIT, otherAddressesPerDay: e.CUSTOMER_MAIL_OTHER_ADDRESSES },
  };
}

/** The mTLS webhook listener needs its port, certificate and key together. */
function pixWebhookFrom(e: z.infer<typeof envSchema>): PixWebhookConfig {
  const { PIX_WEBHOOK_TLS_PORT: port, PIX_WEBHOOK_TLS_CERT: certFile, PIX_WEBHOOK_TLS_KEY: keyFile } = e;
  const given = [port, certFile, keyFile].filter((value) => value !== undefined).length;
  if (given > 0 && given < 3)
    throw new ConfigError(
      'Configuração inválida:\n  PIX_WEBHOOK_TLS_PORT, PIX_WEBHOOK_TLS_CERT e PIX_WEBHOOK_TLS_KEY vão juntos (porta, certificado e chave do servidor, em PEM)',
    );
  const tls = port !== undefined && certFile && keyFile ? { port, certFile, keyFile } : undefined;
  // PSPs told to post to an mTLS door this server does not open would have every webhook lost.
  if (e.PIX_WEBHOOK_URL && !tls)
    throw new ConfigError(
      'Configuração inválida:\n  PIX_WEBHOOK_URL: só com PIX_WEBHOOK_TLS_PORT, PIX_WEBHOOK_TLS_CERT e PIX_WEBHOOK_TLS_KEY (a porta com mTLS que ele anuncia)',
    );
  return { tls, url: e.PIX_WEBHOOK_URL };
}

const urls = (sandbox: string, producao: string): ProviderUrls => ({
  sandbox: sandbox.replace(/\/+$/, ''),
  producao: producao.replace(/\/+$/, ''),
});

/** An empty variable (`PORT=`) means "not set", as shells and .env files commonly write it. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}
