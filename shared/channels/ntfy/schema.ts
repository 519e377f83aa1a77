import { MSG } from '@shared/messages';
import { hookUrl } from '@shared/schemas/hook-destination';
import { z } from 'zod';

// ntfy's own rule for topic names.
const TOPIC = /^[-_A-Za-z0-9]{1,64}$/;
const topicOf = (url: string) => (URL.canParse(url) ? (new URL(url).pathname.split('/').at(-1) ?? '') : '');

/** The ntfy row's setup: a topic URL on any ntfy server, and an optional access token (sent as Bearer). */
export const ntfyInput = z.object({
  url: hookUrl.refine((url) => TOPIC.test(topicOf(url)), MSG.ntfyTopicUrl),
  // Empty: keep the token saved before, if any.
  token: z
    .string()
    .trim()
    .max(200, MSG.ntfyToken)
    .regex(/^[\x21-\x7e]*$/, MSG.ntfyToken)
    .optional(),
});

/** reminder_destinations.config for 'ntfy'. */
export const ntfyConfig = z.object({ url: z.string(), token: z.string().nullable() });
export type NtfyConfig = z.infer<typeof ntfyConfig>;

/** Where ntfy takes JSON: the server's root (the topic URL without its topic), and the topic. */
export function ntfyPublishTarget(topicUrl: string) {
  const url = new URL(topicUrl);
  const topic = topicOf(topicUrl);
  url.pathname = url.pathname.slice(0, url.pathname.length - topic.length) || '/';
  url.search = '';
  url.hash = '';
  return { root: url.toString(), topic };
}
