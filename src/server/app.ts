import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Config, RateLimits } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loggerOptions, type LogStream } from './http/logging.js';
import { memoryCounterOf, type RateCounter } from './http/rate-counter.js';
import { BatchedRateCounter } from './http/batched-rate-counter.js';
import { registerRateLimits } from './http/rate-limit.js';
import { RedisRateCounter } from './http/redis-rate-counter.js';
import { registerRequestContext } from './http/request-context.js';
import { registerWebClient } from './http/web-client.js';
import {
  AccountUnlock,
  authRoutes,
  AuthService,
  LoginThrottle,
  passwordRoutes,
  registerSessionCache,
  SESSION_NOTICES_CHANNEL,
  SessionCache,
  SessionService,
} from './modules/auth/index.js';
import {
  BrasilApiCepClient,
  CachedPostalCodeProvider,
  cepRoutes,
  FallbackPostalCodeProvider,
  ViaCepClient,
} from './modules/cep/index.js';
import { biRoutes } from './modules/bi/index.js';
import { BrasilApiCnpjClient, CachedCnpjProvider, cnpjRoutes } from './modules/cnpj/index.js';
import { contactRoutes } from './modules/contact/index.js';
import { customerRoutes, invitationRoutes, registrationRoutes } from './modules/customers/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { MailService, mailRoutes, outboxBacklog } from './modules/mail/index.js';
import { mapRoutes, NominatimGeocoder, OsrmRouter } from './modules/maps/index.js';
import { DocumentPool, documentRoutes } from './modules/documents/index.js';
import { fiscalRoutes } from './modules/fiscal/index.js';
import { filterListRoutes, gridRoutes } from './modules/grids/index.js';
import { ibgeRoutes } from './modules/ibge/index.js';
import { configuredStorage, imageRoutes } from './modules/images/index.js';
import { cartRoutes, deliveryRoutes, orderMailRoutes, orderRoutes } from './modules/orders/index.js';
import { discountRoutes } from './modules/discounts/index.js';
import { catalogRoutes, shippingRuleRoutes, storeCartRoutes, storePageRoutes } from './modules/store/index.js';
import { tintingRoutes } from './modules/tinting/index.js';
import { operationsRoutes, registerMetrics } from './modules/operations/index.js';
import { CieloClient, MoipClient, paymentConfigRoutes } from './modules/payment-config/index.js';
import { pricingRoutes } from './modules/pricing/index.js';
import { productRoutes } from './modules/products/index.js';
import {
  BoletoPayments,
  CardPayments,
  CardSweep,
  CardWebhooks,
  CieloSalesClient,
  CieloMpiClient,
  CieloSopClient,
  MoipPaymentsClient,
  PagSeguroOrdersClient,
  paymentRoutes,
  PaymentRefunds,
  PixClient,
  PixPayments,
} from './modules/payments/index.js';
import { privacyRoutes } from './modules/privacy/index.js';
import { publicQuoteRoutes } from './modules/public-quotes/index.js';
import {
  registerSettingsCache,
  SETTINGS_NOTICES_CHANNEL,
  SettingsCache,
  storeConfigRoutes,
} from './modules/store-config/index.js';
import { companyRoutes, TenantResolver } from './modules/tenants/index.js';
import { userRoutes } from './modules/users/index.js';

/** Every feature's routes, registered inside the scope that resolves tenant and session. */
const routeModules: Array<(app: FastifyInstance, ctx: AppContext) => void> = [
  authRoutes,
  passwordRoutes,
  contactRoutes,
  dashboardRoutes,
  biRoutes,
  storeConfigRoutes,
  paymentConfigRoutes,
  paymentRoutes,
  cepRoutes,
  cnpjRoutes,
  ibgeRoutes,
  registrationRoutes,
  gridRoutes,
  filterListRoutes,
  documentRoutes,
  fiscalRoutes,
  privacyRoutes,
  customerRoutes,
  mapRoutes,
  mailRoutes,
  invitationRoutes,
  cartRoutes,
  orderRoutes,
  discountRoutes,
  orderMailRoutes,
  deliveryRoutes,
  catalogRoutes,
  storePageRoutes,
  storeCartRoutes,
  shippingRuleRoutes,
  userRoutes,
  companyRoutes,
  pricingRoutes,
  tintingRoutes,
  publicQuoteRoutes,
  productRoutes,
  imageRoutes,
];

export type BuildOptions = {
  /** A database opened by the caller (tests, the start script); otherwise one is opened from config. */
  database?: Database;
  /** Milliseconds added per failed login (tests shorten it). */
  loginDelayStepMs?: number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Replaces the configured rate limits (tests widen them, or shorten their windows). */
  rateLimits?: RateLimits;
  /** A document pool made by the caller (tests watch its jobs); otherwise one from config, closed with the app. */
  documents?: DocumentPool;
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config));
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // Off unless configured: otherwise any client could name its own address in X-Forwarded-For.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 5 * 1024 * 1024,
  });
  app.setSerializerCompiler(serializerCompiler);
  if (!options.database) app.addHook('onClose', database.close);
  database.onConnectionError?.((error) => app.log.warn({ err: error.message }, 'PostgreSQL connection lost'));

  const ctx = createContext(config, database, options, await rateCounterFor(config, database, app), app.log, {
    sessionCache: await listenedCache(database, app, new SessionCache(), {
      channel: SESSION_NOTICES_CHANNEL,
      register: registerSessionCache,
      warning: 'session notices not heard: sessions are read from the database on every call',
    }),
  });
  await listenedCache(database, app, new SettingsCache(), {
    channel: SETTINGS_NOTICES_CHANNEL,
    register: registerSettingsCache,
    warning: 'store settings notices not heard: settings are read from the database on every call',
  });
  if (!options.documents) app.addHook('onClose', () => ctx.documents.close());
  await app.register(fastifyCookie);
  // JSON and HTML replies above 1 KB go compressed (brotli at a quality cheap enough per request);
  // the client's files are compressed once at build and sent as they are (web-client.ts).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // @fastify/helmet sets headers from options fixed per app or route, not per request, so its HSTS is
  // off and the hook below sends it only on a request that came over HTTPS (TLS here, or
  // X-Forwarded-Proto from a proxy in TRUST_PROXY): over plain HTTP it means nothing and would pin
  // a host that has no certificate.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  registerErrorHandler(app);
  app.decorate(
    'metrics',
    config.metricsPort === undefined
      ? undefined
      : registerMetrics(app, {
          connections: database.connections,
          outboxBacklog: () => outboxBacklog(database.db),
          onError: (error) => app.log.warn({ err: error }, 'metrics: mail outbox not read'),
        }),
  );
  // Probes answer for the process: outside the scope that resolves the company and the session.
  operationsRoutes(app, ctx);
  await registerRateLimits(app, ctx.rateCounter, ctx.rateLimits);
  await app.register((scope, _options, done) => {
    registerRequestContext(scope, ctx);
    for (const register of routeModules) register(scope, ctx);
    done();
  });
  await registerWebClient(app, config.webDir);
  // Mail that could not go at once (server down, many at a time) is retried in the background.
  const mailTimer = setInterval(() => void ctx.mail.flush().catch((error: unknown) => app.log.error(error)), 15_000);
  mailTimer.unref();
  app.addHook('onClose', () => clearInterval(mailTimer));
  return app;
}

/**
 * Fastify 5.12 reads a bare number as "trust nothing"; a hop count is given as proxy-addr's function
 * instead (trust the n nearest hops), which is only safe when the app is reachable through proxies only.
 */
function trustProxyOption(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * Limits counted in Redis when REDIS_URL is set (its connection closed with the app); else in the
 * PostgreSQL database every server shares (added in batches: batched-rate-counter.ts), or in memory
 * on PGlite (one process owns it).
 */
async function rateCounterFor(config: Config, database: Database, app: FastifyInstance): Promise<RateCounter> {
  if (!config.redis && database.pglite) return memoryCounterOf(database.pglite);
  if (!config.redis) {
    const counter = new BatchedRateCounter(database.db);
    app.addHook('onClose', () => counter.close());
    return counter;
  }
  const counter = await RedisRateCounter.open(config.redis, app.log);
  app.addHook('onClose', () => counter.close());
  return counter;
}

/** What a cache kept in step by the database's notices takes from them. */
type NoticedCache = { heard(notice: string): void; setLive(live: boolean): void };

/**
 * Keeps a cache in step with the database's notices on a channel (the sessions, the store
 * settings): registered on the database so that this process's writes forget at once, and
 * listening until the app closes. While notices are not heard the cache keeps nothing.
 */
async function listenedCache<C extends NoticedCache>(
  database: Database,
  app: FastifyInstance,
  cache: C,
  {
    channel,
    register,
    warning,
  }: { channel: string; register: (db: Database['db'], cache: C) => () => void; warning: string },
): Promise<C> {
  const unregister = register(database.db, cache);
  let closing = false;
  const stop = await database.listen(channel, {
    onNotice: (notice) => cache.heard(notice),
    onLive: (live) => {
      cache.setLive(live);
      // Stopping the listener on close ends it too: that is no lost connection to warn about.
      if (!live && !closing) app.log.warn(warning);
    },
  });
  app.addHook('onClose', async () => {
    closing = true;
    unregister();
    await stop();
  });
  return cache;
}

function createContext(
  config: Config,
  database: Database,
  options: BuildOptions,
  rateCounter: RateCounter,
  log: FastifyBaseLogger,
  { sessionCache }: { sessionCache: SessionCache },
): AppContext {
  const { db } = database;
  const sessions = new SessionService(
    db,
    { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
    sessionCache,
  );
  const throttle = new LoginThrottle(db, {
    maxFailures: config.loginMaxFailures,
    lockMinutes: config.loginLockMinutes,
    delayStepMs: options.loginDelayStepMs ?? 250,
  });
  const mail = new MailService(db, config.smtpUrl, config.mailFrom);
  const unlocks = new AccountUnlock(db, mail, throttle);
  // One Pix client for charges and 'testar conexão': its tokens and certificate connections are shared.
  const pixClient = new PixClient(config.payments.timeoutMs);
  return {
    config,
    db,
    rateLimits: options.rateLimits ?? config.rateLimits,
    rateCounter,
    tenants: new TenantResolver(db, config.defaultTenant),
    sessions,
    auth: new AuthService(db, sessions, throttle, unlocks),
    unlocks,
    postalCodes: new CachedPostalCodeProvider(
      new FallbackPostalCodeProvider([
        new ViaCepClient(config.viaCepUrl, config.cepTimeoutMs),
        new BrasilApiCepClient(config.brasilApiUrl, config.cepTimeoutMs),
      ]),
    ),
    cnpjRegistry: new CachedCnpjProvider(new BrasilApiCnpjClient(config.cnpjLookupUrl, config.cnpjLookupTimeoutMs)),
    maps: {
      geocoder: new NominatimGeocoder(config.geocoderUrl, config.mapTimeoutMs),
      router: new OsrmRouter(config.routerUrl, config.mapTimeoutMs),
    },
    payments: {
      cielo: new CieloClient(config.payments.cielo, config.payments.timeoutMs),
      pagseguro: new PagSeguroOrdersClient(config.payments.pagseguro, config.payments.timeoutMs),
      moip: new MoipClient(config.payments.moip, config.payments.timeoutMs),
      pix: pixClient,
    },
    ...paymentServices(config, db, mail, log, pixClient),
    mail,
    documents: options.documents ?? new DocumentPool(config.documents),
    storage: configuredStorage(config),
  };
}

/** The charges of store orders (Pix, card, boleto at Cielo) and the refunds of cancelled paid orders, one client each. */
function paymentServices(
  config: Config,
  db: Database['db'],
  mail: MailService,
  log: FastifyBaseLogger,
  pixClient: PixClient,
) {
  const common = { db, mail, settingsKey: config.settingsKey, log };
  const cielo = new CieloSalesClient(
    { sales: config.payments.cieloSales, query: config.payments.cielo },
    config.payments.timeoutMs,
  );
  const pagseguro = new PagSeguroOrdersClient(config.payments.pagseguro, config.payments.timeoutMs);
  const pix = new PixPayments({ ...common, pix: pixClient, webhookOrigin: config.payments.pixWebhook.url });
  const sop = new CieloSopClient(config.payments.cieloSop, config.payments.timeoutMs);
  const moip = new MoipPaymentsClient(config.payments.moip, config.payments.timeoutMs);
  const { pagSeguroSdkUrl, moipSdkUrl, fingerprintUrl } = config.payments;
  const mpi = new CieloMpiClient(config.payments.cieloMpi, config.payments.timeoutMs);
  const cards = new CardPayments({
    ...common,
    cielo,
    pagseguro,
    moip,
    sop,
    mpi,
    pagSeguroSdkUrl,
    moipSdkUrl,
    fingerprintUrl,
  });
  const cardWebhooks = new CardWebhooks({ ...common, pagseguro, moip }, cards);
  const cardSweep = new CardSweep({ db, log, mail }, cards);
  const boletos = new BoletoPayments({ db, mail, log, cielo, cards, publicUrl: config.publicUrl });
  const refunds = new PaymentRefunds({ db, log, pix: { service: pix, client: pixClient }, cards });
  return { pix, cards, moipPreferences: cards.moipPreferences, cardWebhooks, cardSweep, boletos, refunds };
}

/** Helmet's default HSTS value (one year, subdomains too), sent only over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Inline styles are needed by the UI kit; map tiles and product images may come from other hosts. */
/**
 * The store's chat ('twk') is tawk.to, switched per company at run time while this header is one for
 * the installation (the page is sent before any company setting is read): its hosts are allowed
 * always, and the client asks them for nothing unless the company's 'twk' row is active.
 */
const chatHosts = ['https://*.tawk.to'];

const sopOrigins = (config: Config) => [
  ...new Set(Object.values(config.payments.cieloSop.sop).map((url) => new URL(url).origin)),
];

/**
 * Cielo's 3-D Secure script (BP.Mpi) and the MPI it talks to; it runs the issuer's challenge through
 * Cardinal Commerce (Songbird), in frames of the issuers' own pages.
 */
const mpiOrigins = (config: Config) => [
  ...new Set(Object.values(config.payments.cieloMpi).map((url) => new URL(url).origin)),
  'https://*.cardinalcommerce.com',
];

/**
 * Cybersource's device fingerprint (ThreatMetrix, Cielo's antifraud): its tags.js profiles the browser
 * from its own origin, with requests and a hidden frame there.
 */
const fingerprintOrigin = (config: Config) => new URL(config.payments.fingerprintUrl).origin;

const contentSecurityPolicy = (config: Config) => ({
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', new URL(config.mapTilesUrl.replace(/[{}]/g, '')).origin],
  styleSrc: ["'self'", "'unsafe-inline'", ...chatHosts],
  fontSrc: ["'self'", ...chatHosts],
  // PagSeguro's SDK encrypts the card in the browser, and Cielo's Silent Order Post script posts it to
  // Cielo from there: the number never reaches this server.
  scriptSrc: [
    "'self'",
    ...chatHosts,
    new URL(config.payments.pagSeguroSdkUrl).origin,
    new URL(config.payments.moipSdkUrl).origin,
    ...sopOrigins(config),
    ...mpiOrigins(config),
    fingerprintOrigin(config),
  ],
  connectSrc: [
    "'self'",
    ...chatHosts,
    'wss://*.tawk.to',
    ...sopOrigins(config),
    ...mpiOrigins(config),
    fingerprintOrigin(config),
  ],
  // The 3-D Secure challenge opens in Cardinal's frame, which holds the issuer's page (a frame's frames follow its own CSP).
  frameSrc: ["'self'", ...chatHosts, ...mpiOrigins(config), fingerprintOrigin(config)],
  upgradeInsecureRequests: null,
});
