import type { Deps } from '@server/deps';
import { requestLocale } from '@server/lib/speak';
import { emailCode, requireUser, textCode, userOf } from '@server/modules/auth';
import { sendCodeResult, sendEmailCodeResult } from '@shared/schemas/auth';
import {
  addEmailInput,
  addPhoneInput,
  confirmMethodInput,
  methodKind,
  signInMethods,
} from '@shared/schemas/sign-in-methods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmMethod } from './confirm-method';
import { listMethods } from './list-methods';
import { removeMethod } from './remove-method';

/** The signed-in account's phone and email address: listed, added (confirmed by a code first), removed. */
export function signInMethodsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));
    const answer = { response: { 200: signInMethods } };

    app.get('/', { schema: answer }, async (req) => listMethods(deps, { userId: userOf(req).id }));

    // A code bound to this account: it confirms the new phone or address here, and signs nobody in.
    app.post('/phone', { schema: { body: addPhoneInput, response: { 200: sendCodeResult } } }, async (req) =>
      textCode(deps, {
        phone: req.body.phone,
        ip: req.ip,
        userId: userOf(req).id,
        locale: requestLocale(req),
      }),
    );
    app.post(
      '/email',
      { schema: { body: addEmailInput, response: { 200: sendEmailCodeResult } } },
      async (req) =>
        emailCode(deps, {
          email: req.body.email,
          ip: req.ip,
          userId: userOf(req).id,
          locale: requestLocale(req),
        }),
    );

    app.post('/confirm', { schema: { body: confirmMethodInput, ...answer } }, async (req) =>
      confirmMethod(deps, { userId: userOf(req).id, ...req.body }),
    );

    app.delete('/:kind', { schema: { params: z.object({ kind: methodKind }), ...answer } }, async (req) =>
      removeMethod(deps, { userId: userOf(req).id, kind: req.params.kind }),
    );
  };
}
