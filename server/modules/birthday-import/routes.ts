import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import { importPreview, importRequest, importResult } from '@shared/schemas/birthday-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importBirthdays } from './import-birthdays';
import type { ImportInput } from './import-context';
import { previewImport } from './preview-import';

// 5 MB of text as a JSON string: escaped quotes and line ends can grow it, never past this.
const BODY_LIMIT = 16 * 1024 * 1024;
// Parsing 10,000 rows is real work: enough for a person's retries, not for a flood.
const fileRoute = { bodyLimit: BODY_LIMIT, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

const inputOf = (
  { text, locale }: { text: string; locale: string },
  user: { id: string; phone: string | null },
): ImportInput => ({
  userId: user.id,
  userPhone: user.phone,
  text,
  locale,
});

export function birthdayImportRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));

    app.post(
      '/preview',
      { ...fileRoute, schema: { body: importRequest, response: { 200: importPreview } } },
      async (req) => previewImport(deps, inputOf(req.body, userOf(req))),
    );

    app.post(
      '/',
      { ...fileRoute, schema: { body: importRequest, response: { 200: importResult } } },
      async (req) => importBirthdays(deps, inputOf(req.body, userOf(req))),
    );
  };
}
