import type { Deps } from '@server/deps';
import { requestLocale } from '@server/lib/speak';
import { requireUser, userOf } from '@server/modules/auth';
import { emailAddressInput, emailCodeInput, emailState } from '@shared/channels/email/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmEmail } from './confirm-email';
import { getEmailState } from './get-email-state';
import { removeEmail } from './remove-email';
import { saveEmailAddress } from './save-email-address';
import { sendTestEmail } from './send-test-email';
import { unsubscribeEmail, unsubscribeTokenLanguage } from './unsubscribe-email';
import { unsubscribePage } from './unsubscribe-page';

const tokenQuery = z.object({ token: z.string().max(300).default('') });

export function emailRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // RFC 8058: mail providers POST `List-Unsubscribe=One-Click` as a form; the token in the URL is
    // what counts, so the body is read (bounded) and set aside. Only these routes take forms.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, _body, done) => done(null, {}),
    );

    const signedIn = { onRequest: requireUser(deps) };
    app.get('/', { ...signedIn, schema: { response: { 200: emailState } } }, (req) =>
      getEmailState(deps, { userId: userOf(req).id }),
    );
    app.put('/', { ...signedIn, schema: { body: emailAddressInput, response: { 200: emailState } } }, (req) =>
      saveEmailAddress(deps, {
        userId: userOf(req).id,
        address: req.body.address,
        locale: requestLocale(req),
      }),
    );
    app.post(
      '/confirm',
      { ...signedIn, schema: { body: emailCodeInput, response: { 200: emailState } } },
      (req) => confirmEmail(deps, { userId: userOf(req).id, code: req.body.code }),
    );
    app.post('/test', signedIn, async (req) => {
      await sendTestEmail(deps, { userId: userOf(req).id, locale: requestLocale(req) });
      return { ok: true as const };
    });
    app.delete('/', signedIn, async (req, reply) => {
      await removeEmail(deps, { userId: userOf(req).id });
      return reply.code(204).send();
    });

    // No session on purpose: the unguessable per-user token is the whole authority (RFC 8058). The
    // page speaks the token's account's language; a token that finds none, the browser's.
    app.get('/unsubscribe', { schema: { querystring: tokenQuery } }, async (req, reply) => {
      const language = await unsubscribeTokenLanguage(deps, req.query);
      return (
        reply
          .code(language ? 200 : 404)
          // Its form posts back here: with helmet's no-referrer a browser would say `Origin: null`,
          // which the origin check refuses; same-origin lets it name this site.
          .header('referrer-policy', 'same-origin')
          .type('text/html; charset=utf-8')
          .send(
            unsubscribePage(language ? 'ask' : 'invalid', language ?? requestLocale(req), req.query.token),
          )
      );
    });
    app.post('/unsubscribe', { schema: { querystring: tokenQuery } }, async (req, reply) => {
      const language = await unsubscribeEmail(deps, req.query);
      return reply
        .code(language ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(language ? 'done' : 'invalid', language ?? requestLocale(req)));
    });
  };
}
