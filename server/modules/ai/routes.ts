import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import {
  giftAnswer,
  giftRequest,
  messageSettings,
  voiceRequest,
  voiceResult,
  wishAnswer,
  wishRequest,
} from '@shared/schemas/ai';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateWish } from './generate-wish';
import { getMessageSettings, saveMessageSettings } from './message-settings';
import { parseVoice } from './parse-voice';
import { suggestGifts } from './suggest-gifts';

export function aiRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));

    app.post('/wish', { schema: { body: wishRequest, response: { 200: wishAnswer } } }, async (req) =>
      generateWish(deps, { userId: userOf(req).id, ...req.body }),
    );

    app.post('/gifts', { schema: { body: giftRequest, response: { 200: giftAnswer } } }, async (req) =>
      suggestGifts(deps, { userId: userOf(req).id, ...req.body }),
    );

    app.post('/voice', { schema: { body: voiceRequest, response: { 200: voiceResult } } }, async (req) =>
      parseVoice(deps, { userId: userOf(req).id, transcript: req.body.transcript }),
    );

    const settings = { response: { 200: messageSettings } };
    app.get('/message-settings', { schema: settings }, async (req) =>
      getMessageSettings(deps, { userId: userOf(req).id }),
    );
    app.put('/message-settings', { schema: { ...settings, body: messageSettings } }, async (req) =>
      saveMessageSettings(deps, { userId: userOf(req).id, input: req.body }),
    );
  };
}
