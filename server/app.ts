import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { DatabaseKind } from '@server/db/client';
import { AppError } from '@server/lib/errors';
import { trackRunningHandlers } from '@server/lib/running-handlers';
import { securityHeaders, sendHeadersOnEveryResponse } from '@server/lib/security-headers';
import { requestLocale, speak } from '@server/lib/speak';
import { requestValueProblem } from '@server/lib/storable-text';
import { modules } from '@server/modules';
import { isOurText, MSG } from '@shared/messages';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  LogController,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Deps } from './deps';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Cakeday uses none of these browser features; nothing injected may either.
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/app');

/** Every error answer, its status from the code (shared/errors.ts). */
type Refusal = Pick<AppError, 'status' | 'message' | 'field'> & { code: string };

/** An error's body, its sentence in the language the request asks for. */
const sendError = (reply: FastifyReply, { status, code, message, field }: Refusal) =>
  reply.code(status).send({
    error: { code, message: speak(requestLocale(reply.request), message), field },
  });

/** A hop count trusts that many proxies from our side of X-Forwarded-For (Fastify types lack the number form). */
function proxyTrust(trust: Deps['config']['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

type RouteEntry = { method: string; url: string; schema?: { body?: unknown; params?: unknown } };
declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
    /** Resolves once no API handler is running (see running-handlers.ts). */
    handlersDrained: () => Promise<void>;
  }
}
// Google's sign-in and API scripts, allowed only when GOOGLE_CLIENT_ID turns the Calendar API flow on.
const GOOGLE_HOSTS = {
  script: ['https://apis.google.com', 'https://accounts.google.com'],
  connect: ['https://www.googleapis.com', 'https://content.googleapis.com', 'https://accounts.google.com'],
  frame: ['https://accounts.google.com', 'https://content.googleapis.com'],
};

type BuildOptions = { deps: Deps; databaseKind: DatabaseKind; logger?: FastifyBaseLogger };

export async function buildApp({ deps, databaseKind, logger }: BuildOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: proxyTrust(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Errors are still logged; one line per request would bury the console SMS lines a new user looks for.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // The app's own route table: the security suite walks it, so a new route is covered the day it lands.
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, schema: route.schema as RouteEntry['schema'] });
    }
  });
  app.decorate('handlersDrained', trackRunningHandlers(app).drained);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);
  const google = deps.config.googleClientId ? GOOGLE_HOSTS : { script: [], connect: [], frame: [] };
  // helmet's headers and ours, the same on every answer: worked out once (security-headers.ts).
  sendHeadersOnEveryResponse(app, [
    ...securityHeaders({
      // Over plain http the header means nothing to browsers and would pin a host that has no TLS yet.
      hsts: deps.config.secureCookies,
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...google.script],
          'style-src': ["'self'", "'unsafe-inline'", ...google.script],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'", ...google.connect],
          'frame-src': ["'self'", ...google.frame],
          'worker-src': ["'self'", 'blob:'],
          'upgrade-insecure-requests': deps.config.secureCookies ? [] : null,
        },
      },
    }),
    ['permissions-policy', PERMISSIONS_POLICY],
  ]);
  await app.register(rateLimit, { max: 600, timeWindow: '1 minute' });

  // The hooks every request passes are plain callbacks, not async functions: each async hook costs
  // every request a promise and a trip through the microtask queue.

  // Cookies ride along on cross-site requests in old browsers: refuse writes from any other origin.
  // Only PUBLIC_URL counts (or, without one, the loopback names of our port): Host is the client's to write.
  const { allowedOrigins } = deps.config;
  app.addHook('onRequest', (req, _reply, done) => {
    if (!STATE_CHANGING.has(req.method)) return done();
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if (
      (origin !== undefined && !allowedOrigins.has(origin)) ||
      site === 'cross-site' ||
      site === 'same-site'
    ) {
      return done(new AppError('forbidden_origin'));
    }
    done();
  });
  // PostgreSQL cannot store NUL in text; refuse it (and broken UTF-16) before any service sees it,
  // and nesting no schema asks for, which validators and loggers would walk by recursion.
  app.addHook('preValidation', (req, _reply, done) => {
    for (const part of [req.params, req.query, req.body]) {
      const problem = requestValueProblem(part);
      if (problem === 'too_deep') return done(new AppError('too_deep'));
      if (problem === 'unstorable_text') return done(new AppError('invalid_text'));
    }
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    // Answers about one signed-in user must never sit in a shared or browser cache.
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').split('/')[0] || undefined;
      // Only our own sentences go out: a rule without one (or a type zod rejects first) gets ours too.
      const message = isOurText(issue?.message) ? issue.message : MSG.invalidInput;
      return sendError(reply, new AppError('validation', message, { field }));
    }
    if (err instanceof AppError) {
      // A provider that let us down (SMS not sent) is the operator's to see; the user gets our words.
      if (err.status >= 500) req.log.warn({ code: err.code, detail: err.detail, url: req.url }, err.message);
      // A refusal with a reason behind it (a passkey the WebAuthn library turned down) is logged with it.
      else if (err.detail) req.log.info({ code: err.code, detail: err.detail, url: req.url }, err.message);
      return sendError(reply, err);
    }
    if (err.statusCode && err.statusCode < 500) {
      // Fastify's own texts (broken JSON, wrong content type, body too large) are not for users.
      const message = err.statusCode === 429 ? MSG.tooManyAttempts : MSG.invalidInput;
      return sendError(reply, {
        status: err.statusCode,
        code: err.code ?? 'bad_request',
        message,
        field: undefined,
      });
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(reply, new AppError('internal'));
  });

  for (const module of modules) {
    await app.register(module.routes(deps, { databaseKind }), { prefix: module.prefix });
  }

  const hasBuild = existsSync(path.join(appDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      // Build-time .br/.gz files (vite.config.ts), chosen by the request's Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !hasBuild || req.method !== 'GET') {
      return sendError(reply, new AppError('not_found', 'Not found'));
    }
    // Client-side routes: the SPA decides (unknown paths go home).
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
