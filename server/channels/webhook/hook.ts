import { randomBytes } from 'node:crypto';
import { defineHookChannel } from '@server/channel-kit/hook-destination/hook-channel';
import { newId } from '@server/lib/ids';
import { speak } from '@server/lib/speak';
import { webhookConfig, webhookInput } from '@shared/channels/webhook/schema';
import { MSG } from '@shared/messages';
import { postWebhook } from './sender';

/** A webhook's address, and the signing secret made for it. */
export const webhookHook = defineHookChannel({
  id: 'webhook',
  input: webhookInput,
  // Made on the first save and kept after: the receiver's code keeps verifying across saves.
  toConfig: ({ url }) => ({
    config: { url, secret: `whsec_${randomBytes(32).toString('base64url')}` },
    keep: ['secret'],
  }),
  hasToken: () => false,
  shownOnce: (config) => webhookConfig.safeParse(config).data?.secret ?? null,
  sendTest: (deps, config, locale) =>
    postWebhook(deps, webhookConfig.parse(config), {
      id: newId(),
      type: 'test',
      text: speak(locale, MSG.hookTestText),
      url: deps.config.publicUrl,
    }),
});
