import type { Deps } from '@server/deps';
import { clearSessionCookie } from '@server/lib/session-cookie';
import { requestLocale } from '@server/lib/speak';
import { requireUser, sessionOf, userOf } from '@server/modules/auth';
import { deleteAccountInput, onboardingInput } from '@shared/schemas/account';
import { accountCodeResult } from '@shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeOnboarding } from './complete-onboarding';
import { deleteAccount } from './delete-account';
import { sendReauthCode } from './send-reauth-code';

export function accountRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));

    app.post('/reauth-code', { schema: { response: { 200: accountCodeResult } } }, async (req) =>
      sendReauthCode(deps, { userId: userOf(req).id, ip: req.ip, locale: requestLocale(req) }),
    );

    app.post('/onboarding', { schema: { body: onboardingInput } }, async (req) =>
      completeOnboarding(deps, { userId: userOf(req).id, input: req.body }),
    );

    app.post('/delete', { schema: { body: deleteAccountInput } }, async (req, reply) => {
      await deleteAccount(deps, {
        userId: userOf(req).id,
        session: sessionOf(req),
        input: req.body,
      });
      clearSessionCookie(reply, deps.config);
      return { ok: true };
    });
  };
}
