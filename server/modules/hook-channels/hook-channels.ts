import { randomBytes } from 'node:crypto';
import { reminderDestinations, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { publishNtfy } from '@server/jobs/reminders/channels/ntfy';
import { postWebhook } from '@server/jobs/reminders/channels/webhook';
import { newId } from '@server/lib/ids';
import { type NtfyInput, ntfyConfig, ntfyInput } from '@shared/schemas/ntfy';
import { type WebhookInput, webhookConfig, webhookInput } from '@shared/schemas/webhook';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';

/** What a Setting row sends: a URL, and for ntfy maybe a token. */
export type HookInput = NtfyInput | WebhookInput;

const TEST_TEXT = 'This is a test from Cakeday: reminders will arrive here.';

/**
 * What differs between ntfy and webhooks here: the input, the config saved from it (`keep`: keys
 * whose saved value outlives a new save), what the owner may see again, and the test message.
 */
type HookChannel = {
  input: z.ZodType<HookInput>;
  toConfig: (input: HookInput) => { config: Record<string, unknown>; keep: string[] };
  hasToken: (config: unknown) => boolean;
  sendTest: (deps: Deps, config: unknown) => Promise<void>;
};

const ntfy: HookChannel = {
  input: ntfyInput,
  // An empty token field keeps the token saved before: it is never shown again to be typed back.
  toConfig: (input) =>
    'token' in input && input.token
      ? { config: { url: input.url, token: input.token }, keep: [] }
      : { config: { url: input.url, token: null }, keep: ['token'] },
  hasToken: (config) => ntfyConfig.safeParse(config).data?.token != null,
  sendTest: (deps, config) =>
    publishNtfy(deps, ntfyConfig.parse(config), {
      title: 'Cakeday test',
      message: TEST_TEXT,
      tags: ['birthday'],
      priority: 3,
      click: deps.config.publicUrl,
    }),
};

const webhook: HookChannel = {
  input: webhookInput,
  // Made on the first save and kept after: the receiver's code keeps verifying across saves.
  toConfig: ({ url }) => ({
    config: { url, secret: `whsec_${randomBytes(32).toString('base64url')}` },
    keep: ['secret'],
  }),
  hasToken: () => false,
  sendTest: (deps, config) =>
    postWebhook(deps, webhookConfig.parse(config), {
      id: newId(),
      type: 'test',
      text: TEST_TEXT,
      url: deps.config.publicUrl,
    }),
};

export const HOOK_CHANNELS = { ntfy, webhook } as const;
export type HookChannelId = keyof typeof HOOK_CHANNELS;

export const secretOf = (config: unknown) => webhookConfig.safeParse(config).data?.secret ?? null;

/** The user's row for this channel. */
export const destinationOf = (userId: string, channel: HookChannelId) =>
  and(eq(reminderDestinations.userId, userId), eq(reminderDestinations.channel, channel));

/** Sets the user's own switch for the channel (saving a destination turns it on, removing off). */
export async function switchChannel(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  userId: string,
  channel: HookChannelId,
  on: boolean,
) {
  await db
    .update(users)
    .set({
      reminderSettings: sql`jsonb_set(${users.reminderSettings}, '{channels}', coalesce(${users.reminderSettings}->'channels', '{}'::jsonb) || jsonb_build_object(${channel}::text, ${on}::boolean))`,
    })
    .where(eq(users.id, userId));
  await realtime.publish({ userId, topic: 'reminders' });
}
