import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { birthday, birthdayInput, birthdayUpdate } from '../../../shared/schemas/birthday';
import type { Deps } from '../../deps';
import { requireUser, userOf } from '../auth/require-user';
import { createBirthday } from './create-birthday';
import { deleteBirthday } from './delete-birthday';
import { getBirthday } from './get-birthday';
import { listBirthdays } from './list-birthdays';
import { updateBirthday } from './update-birthday';

const byId = z.object({ id: z.string().max(64, MSG.birthdayNotFound) });

export function birthdayRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser(deps));

    app.get('/', { schema: { response: { 200: z.array(birthday) } } }, async (req) =>
      listBirthdays(deps, { userId: userOf(req).id }),
    );

    app.get('/:id', { schema: { params: byId, response: { 200: birthday } } }, async (req) =>
      getBirthday(deps, { userId: userOf(req).id, id: req.params.id }),
    );

    app.post('/', { schema: { body: birthdayInput, response: { 201: birthday } } }, async (req, reply) => {
      reply.code(201);
      return createBirthday(deps, { userId: userOf(req).id, input: req.body });
    });

    app.put(
      '/:id',
      { schema: { params: byId, body: birthdayUpdate, response: { 200: birthday } } },
      async (req) => updateBirthday(deps, { userId: userOf(req).id, id: req.params.id, input: req.body }),
    );

    app.delete('/:id', { schema: { params: byId } }, async (req, reply) => {
      await deleteBirthday(deps, { userId: userOf(req).id, id: req.params.id });
      return reply.code(204).send();
    });
  };
}
