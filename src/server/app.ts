import Fastify, { type FastifyServerOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { installValidationMessages } from '../shared/api/validation-messages';
import { publicConfig, type Config } from './config';
import type { Database } from './db/client';
import type { App, AppDeps, Clock, Module } from './deps';
import { registerCookieParsing } from './http/cookies';
import { registerCrossSiteCheck } from './http/cross-site';
import { loggerOptions, OneLinePerRequest, type LogStream } from './http/logging';
import { registerErrorHandler } from './http/error-handler';
import { isOperator, registerOperatorGate } from './http/operator-gate';
import { createMetrics } from './http/metrics';
import { internalRequester } from './http/internal-request';
import { createOutboundSend, sendWithFetch } from './http/outbound';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { adminModule } from './modules/admin/routes';
import { auditModule } from './modules/audit/routes';
import {
  SESSION_COOKIE,
  accountsModule,
  findSessionUser,
  registerSessionResolver,
} from './modules/accounts/routes';
import { catalogueModule } from './modules/catalogue/routes';
import { catalogueCacheOf } from './modules/catalogue/service';
import { contactModule } from './modules/contact/routes';
import { digitalGoldModule } from './modules/digital-gold/routes';
import { goalsModule } from './modules/goals/routes';
import { healthModule } from './modules/health/routes';
import { invoicesModule } from './modules/invoices/routes';
import { ordersModule } from './modules/orders/routes';
import { papersModule } from './modules/papers/routes';
import { paymentsModule } from './modules/payments/routes';
import { mailModule } from './modules/mail/routes';
import { createScheduler } from './modules/jobs/service';
import { pricesModule } from './modules/prices/routes';
import { referralsModule } from './modules/referrals/routes';
import { reserveModule } from './modules/reserve/routes';
import { storeModule } from './modules/store/routes';
import { subscriptionsModule } from './modules/subscriptions/routes';
import { rateLimitsModule } from './modules/rate-limits/routes';
import { walletModule } from './modules/wallet/routes';

/** Marks the server's own in-process API requests (see internalRequest below). */
const INTERNAL_HEADER = 'x-goldsave-internal';

/**
 * The real time plus a shift a tester can add to through the sandbox (sandbox mode only), so a
 * whole Autopay plan (24 h notice, non-peak hours) runs on one machine without waiting.
 */
export function shiftableClock(): Clock {
  let shift = 0;
  return {
    now: () => new Date(Date.now() + shift),
    nowMs: () => Date.now() + shift,
    advance: (ms) => {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      shift += ms;
    },
    shiftMs: () => shift,
  };
}

/**
 * The app's modules. Registration order does not matter to them: what one module offers another
 * (payment purposes, the gateway) is created on first use, not by registering a module.
 */
const MODULES: Module[] = [
  healthModule,
  rateLimitsModule,
  mailModule,
  accountsModule,
  contactModule,
  pricesModule,
  walletModule,
  paymentsModule,
  ordersModule,
  invoicesModule,
  papersModule,
  digitalGoldModule,
  subscriptionsModule,
  catalogueModule,
  storeModule,
  referralsModule,
  goalsModule,
  reserveModule,
  auditModule,
  adminModule,
];

export type BuildAppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** outbound HTTP; defaults to the global fetch */
  fetch?: typeof fetch;
  logger?: FastifyServerOptions['logger'];
  /** with no `logger`: where the app's (redacting) log lines go instead of stdout */
  logStream?: LogStream;
  /** folder of the built web app; defaults to dist/web */
  webDist?: string;
};

/**
 * Request ids that stay unique across instances and restarts (a random prefix per instance) and
 * cost a counter increment per request, where a UUID per request cost more than the live price's
 * whole handler. They name a request in logs and in error answers ({error: {requestId}}).
 */
function createRequestIds() {
  const prefix = randomBytes(6).toString('base64url');
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}

// a person reads a sentence, never zod's English, for any check without a message of its own
installValidationMessages();

export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config, database } = opts;
  // paths of routes polled by every open page (the live price): no per-request log lines. A set
  // of paths, as request.routeOptions builds a new object on each read (see route-hooks.ts).
  const quietPaths = new Set<string>();
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.LOG_LEVEL, opts.logStream),
    trustProxy: config.TRUST_PROXY,
    // small by default (a form is a few KB; 60 bodies of 6 MB once slowed every answer); a route
    // that needs more says so (the callback, the image upload)
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: createRequestIds(),
    // Routes polled by every open page (the live price) neither log each request nor get a
    // child logger of their own (it costs more than the answer); their rare error lines carry
    // the request id in their fields instead (error-handler.ts).
    childLoggerFactory: (logger, bindings, childOptions, rawReq) =>
      quietPaths.has(rawReq.url ?? '') ? logger : logger.child(bindings, childOptions),
    logController: new OneLinePerRequest((req) => quietPaths.has(req.url)),
  });
  // every route as Fastify registers it (the console gate's test walks the /api/admin ones)
  const routeList: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config?.quietRequestLogs) quietPaths.add(route.url);
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const metrics = createMetrics(database.sent);
  const observeNotFound = metrics.instrument(app);
  const jobs = createScheduler(app.log);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    jobs,
    metrics,
    clock:
      opts.clock ??
      (config.PAYMENTS_MODE === 'sandbox'
        ? shiftableClock()
        : { now: () => new Date(), nowMs: () => Date.now() }),
    log: app.log,
    fetch: opts.fetch ?? ((input, init) => fetch(input, init)),
    send: opts.fetch ? sendWithFetch(opts.fetch) : createOutboundSend(),
  };

  const setSecurityHeaders = registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.openstreetmap.org'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.isHttps ? [] : null,
      },
    },
    // The sandbox pay page and the app are same-origin; gateway redirects are top-level navigations.
    crossOriginEmbedderPolicy: false,
    hsts: config.isHttps,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // The cookie plugin in a context of its own that serves no route: its parser and serializer are
  // used as functions (http/cookies.ts: cookies are parsed per route and set by setCookie), and its
  // app-wide hooks (an onSend on every answer) run on none of the app's routes.
  await app.register(async (noRoutes) => {
    await noRoutes.register(fastifyCookie, { hook: false });
  });
  // the server's own requests (a rendered page's prices and products) carry this instance's secret
  const internalToken = randomBytes(16).toString('hex');
  const isInternal = (req: { headers: Record<string, unknown> }) =>
    req.headers[INTERNAL_HEADER] === internalToken;
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // hashed assets are immutable and cheap; a page load fetches a dozen, and one address (a
    // family, an office, a mobile carrier) loads many pages: the limit protects the API
    allowList: (req) => req.url === '/healthz' || req.url.startsWith('/assets/') || isInternal(req),
  });

  registerCrossSiteCheck(app, config);
  // before any module registers a route: the hooks are added to each route as it is registered
  // (the gate before the session resolver, so it runs after it: see operator-gate.ts)
  registerOperatorGate(app);
  registerSessionResolver(app, deps);
  // after every route hook that reads cookies, so that it runs before them (see cookies.ts)
  const parseCookies = registerCookieParsing(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${config.OPERATOR_BRAND} API`, version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  for (const mod of MODULES) await mod(app, deps);
  await registerSpa(app, {
    webDist: opts.webDist,
    notFoundPreHandlers: [parseCookies, setSecurityHeaders, observeNotFound],
    publicConfig: publicConfig(config),
    hasSessionCookie: (req) => Boolean(req.cookies[SESSION_COOKIE]),
    sessionToken: (req) => req.cookies[SESSION_COOKIE] || undefined,
    // as a visitor (no cookie, so no session), or as the member whose session token is given
    internalRequest: internalRequester(app, (sessionToken) => ({
      [INTERNAL_HEADER]: internalToken,
      ...(sessionToken ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(sessionToken)}` } : {}),
    })),
    isOperator: async (req) => {
      const token = req.cookies[SESSION_COOKIE];
      return Boolean(token) && isOperator(await findSessionUser(deps, token!));
    },
    contentVersion: () => `catalogue ${catalogueCacheOf(deps).generation}`,
  });

  app.addHook('onClose', async () => {
    await jobs.stop();
    await deps.send.close?.();
  });

  return Object.assign(app, { deps, routeList }) as App;
}
