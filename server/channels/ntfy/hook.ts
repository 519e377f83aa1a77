import { defineHookChannel } from '@server/channel-kit/hook-destination/hook-channel';
import { speak } from '@server/lib/speak';
import { ntfyConfig, ntfyInput } from '@shared/channels/ntfy/schema';
import { MSG } from '@shared/messages';
import { publishNtfy } from './sender';

/** ntfy's address: a topic URL, and maybe an access token. */
export const ntfyHook = defineHookChannel({
  id: 'ntfy',
  input: ntfyInput,
  // An empty token field keeps the token saved before: it is never shown again to be typed back.
  toConfig: (input) =>
    'token' in input && input.token
      ? { config: { url: input.url, token: input.token }, keep: [] }
      : { config: { url: input.url, token: null }, keep: ['token'] },
  hasToken: (config) => ntfyConfig.safeParse(config).data?.token != null,
  sendTest: (deps, config, locale) =>
    publishNtfy(deps, ntfyConfig.parse(config), {
      // The push test's title: the same words.
      title: speak(locale, MSG.pushTestTitle),
      message: speak(locale, MSG.hookTestText),
      tags: ['birthday'],
      priority: 3,
      click: deps.config.publicUrl,
    }),
});
