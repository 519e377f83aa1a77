import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import { reminderSettingsWithZone } from '@shared/schemas/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReminderSettings } from './get-reminder-settings';
import { saveReminderSettings } from './save-reminder-settings';

export function reminderRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));
    const schema = { response: { 200: reminderSettingsWithZone } };

    app.get('/settings', { schema }, async (req) => getReminderSettings(deps, { userId: userOf(req).id }));

    app.put('/settings', { schema: { ...schema, body: reminderSettingsWithZone } }, async (req) =>
      saveReminderSettings(deps, { userId: userOf(req).id, input: req.body }),
    );
  };
}
