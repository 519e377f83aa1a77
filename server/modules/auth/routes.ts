import type { Deps } from '@server/deps';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '@server/lib/session-cookie';
import { requestLocale } from '@server/lib/speak';
import {
  me,
  sendCodeInput,
  sendCodeResult,
  sendEmailCodeInput,
  sendEmailCodeResult,
  signInOptions,
  verifyCodeInput,
} from '@shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBotChallenge } from './bot-check';
import { signedInAs, toMe } from './me';
import { sendCode, sendEmailCode } from './send-code';
import { authenticate, deleteSession } from './sessions';
import { emailCodesOffered } from './sign-in-mail';
import { verifyCode } from './verify-code';

export function authRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/bot-challenge', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.config.botCheck ? createBotChallenge(deps) : { disabled: true };
    });

    app.post(
      '/send-code',
      { schema: { body: sendCodeInput, response: { 200: sendCodeResult } } },
      async (req) => sendCode(deps, { ...req.body, ip: req.ip, locale: requestLocale(req) }),
    );

    // Whether the sign-in modal offers 'Continue with email' (SMTP configured); nothing about anyone.
    app.get('/options', { schema: { response: { 200: signInOptions } } }, async () => ({
      email: emailCodesOffered(deps),
    }));

    app.post(
      '/send-email-code',
      { schema: { body: sendEmailCodeInput, response: { 200: sendEmailCodeResult } } },
      async (req) => sendEmailCode(deps, { ...req.body, ip: req.ip, locale: requestLocale(req) }),
    );

    // Codes sent by SMS and by email alike: the challenge knows where its code went.
    app.post(
      '/verify-code',
      { schema: { body: verifyCodeInput, response: { 200: me } } },
      async (req, reply) => signedInAs(reply, deps.config, await verifyCode(deps, req.body)),
    );

    // A visitor is not an error: null tells the app to show the landing screen.
    app.get('/me', { schema: { response: { 200: me.nullable() } } }, async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      const found = token ? await authenticate(deps, token) : null;
      if (found?.renewed) setSessionCookie(reply, deps.config, token!);
      return found ? toMe(found.user) : null;
    });

    app.post('/sign-out', async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) await deleteSession(deps, token);
      clearSessionCookie(reply, deps.config);
      return { ok: true };
    });
  };
}
