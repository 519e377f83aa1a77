import type { Deps } from '@server/deps';
import { requireUser, sessionOf, signedInAs, userOf } from '@server/modules/auth';
import { me } from '@shared/schemas/auth';
import {
  passkey,
  passkeyParams,
  passkeySignInInput,
  registrationResponse,
  renamePasskeyInput,
} from '@shared/schemas/passkeys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addPasskey } from './add-passkey';
import { listPasskeys } from './list-passkeys';
import { reauthOptions } from './reauth-options';
import { registrationOptions } from './registration-options';
import { removePasskey } from './remove-passkey';
import { renamePasskey } from './rename-passkey';
import { signInWithPasskey } from './sign-in';
import { signInOptions } from './sign-in-options';

/** The signed-in session a challenge is bound to. */
const ownerOf = (req: FastifyRequest) => ({
  userId: userOf(req).id,
  sessionTokenHash: sessionOf(req).tokenHash,
});

export function passkeyRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Signing in: nobody is signed in yet.
    app.post('/sign-in-options', async (req) => signInOptions(deps, { ip: req.ip }));

    app.post(
      '/sign-in',
      { schema: { body: passkeySignInInput, response: { 200: me } } },
      async (req, reply) => signedInAs(reply, deps.config, await signInWithPasskey(deps, req.body)),
    );

    // Settings' sign-in methods, and confirming an account deletion.
    const onRequest = requireUser(deps);

    app.get('/', { onRequest, schema: { response: { 200: z.array(passkey) } } }, async (req) =>
      listPasskeys(deps, { userId: userOf(req).id }),
    );

    app.post('/registration-options', { onRequest }, async (req) =>
      registrationOptions(deps, { owner: ownerOf(req), user: userOf(req), ip: req.ip }),
    );

    app.post(
      '/',
      { onRequest, schema: { body: registrationResponse, response: { 201: passkey } } },
      async (req, reply) => {
        reply.code(201);
        return addPasskey(deps, {
          owner: ownerOf(req),
          userAgent: req.headers['user-agent'],
          response: req.body,
        });
      },
    );

    app.put(
      '/:id',
      { onRequest, schema: { params: passkeyParams, body: renamePasskeyInput, response: { 200: passkey } } },
      async (req) => renamePasskey(deps, { userId: userOf(req).id, id: req.params.id, name: req.body.name }),
    );

    app.delete('/:id', { onRequest, schema: { params: passkeyParams } }, async (req) => {
      await removePasskey(deps, { userId: userOf(req).id, id: req.params.id });
      return { ok: true };
    });

    app.post('/reauth-options', { onRequest }, async (req) =>
      reauthOptions(deps, { owner: ownerOf(req), ip: req.ip }),
    );
  };
}
