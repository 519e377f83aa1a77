import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyError, LogController } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { isOurText, MSG } from '../shared/messages';
import type { DatabaseKind } from './db/client';
import type { Deps } from './deps';
import { AppError } from './lib/errors';
import { accountRoutes } from './modules/account/routes';
import { aiRoutes } from './modules/ai/routes';
import { authRoutes } from './modules/auth/routes';
import { birthdayImportRoutes } from './modules/birthday-import/routes';
import { birthdayRoutes } from './modules/birthdays/routes';
import { calendarFeedRoute, calendarRoutes } from './modules/calendar-feed/routes';
import { eventRoutes } from './modules/events/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { healthRoutes } from './modules/health/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { pushRoutes } from './modules/push/routes';
import { reminderRoutes } from './modules/reminders/routes';
import { shareRoutes } from './modules/shares/routes';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/app');

// 'Origin: null' (sandboxed frames, file: pages) and other non-URLs have no host: never ours.
const hostOf = (origin: string) => (URL.canParse(origin) ? new URL(origin).host : null);

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
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors are still logged; one line per request would bury the console SMS lines a new user looks for.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);
  const google = deps.config.googleClientId ? GOOGLE_HOSTS : { script: [], connect: [], frame: [] };
  await app.register(helmet, {
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
  });
  await app.register(rateLimit, { max: 600, timeWindow: '1 minute' });

  // Cookies ride along on cross-site requests in old browsers: refuse writes from any other origin.
  const allowedOrigin = new URL(deps.config.publicUrl).origin;
  app.addHook('onRequest', async (req) => {
    if (!STATE_CHANGING.has(req.method)) return;
    const origin = req.headers.origin;
    const sameHost = origin && req.headers.host && hostOf(origin) === req.headers.host;
    const site = req.headers['sec-fetch-site'];
    if ((origin && origin !== allowedOrigin && !sameHost) || site === 'cross-site' || site === 'same-site') {
      throw new AppError('forbidden_origin', MSG.otherOrigin, 403);
    }
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').split('/')[0] || undefined;
      // Only our own sentences go out: a rule without one (or a type zod rejects first) gets ours too.
      const message = isOurText(issue?.message) ? issue.message : MSG.invalidInput;
      return reply.code(400).send({ error: { code: 'validation', message, field } });
    }
    if (err instanceof AppError) {
      return reply
        .code(err.status)
        .send({ error: { code: err.code, message: err.message, field: err.field } });
    }
    if (err.statusCode && err.statusCode < 500) {
      // Fastify's own texts (broken JSON, wrong content type, body too large) are not for users.
      const message = err.statusCode === 429 ? MSG.tooManyAttempts : MSG.invalidInput;
      return reply.code(err.statusCode).send({ error: { code: err.code ?? 'bad_request', message } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'internal', message: MSG.genericError } });
  });

  await app.register(healthRoutes(deps, databaseKind), { prefix: '/api/health' });
  await app.register(authRoutes(deps), { prefix: '/api/auth' });
  await app.register(birthdayRoutes(deps), { prefix: '/api/birthdays' });
  await app.register(birthdayImportRoutes(deps), { prefix: '/api/imports' });
  await app.register(calendarRoutes(deps), { prefix: '/api/calendar' });
  await app.register(calendarFeedRoute(deps));
  await app.register(eventRoutes(deps), { prefix: '/api/events' });
  await app.register(pushRoutes(deps), { prefix: '/api/push' });
  await app.register(reminderRoutes(deps), { prefix: '/api/reminders' });
  await app.register(notificationRoutes(deps), { prefix: '/api/notifications' });
  await app.register(shareRoutes(deps), { prefix: '/api/shares' });
  await app.register(aiRoutes(deps), { prefix: '/api/ai' });
  await app.register(feedbackRoutes(deps), { prefix: '/api/feedback' });
  await app.register(accountRoutes(deps), { prefix: '/api/account' });

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
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    // Client-side routes: the SPA decides (unknown paths go home).
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
