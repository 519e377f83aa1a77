import type { ReminderChannel } from '@server/jobs/reminders/channels/channel';
import { emailChannel } from '@server/jobs/reminders/channels/email';
import { ntfyChannel } from '@server/jobs/reminders/channels/ntfy';
import { pushChannel } from '@server/jobs/reminders/channels/push';
import { smsChannel } from '@server/jobs/reminders/channels/sms';
import { telegramChannel } from '@server/jobs/reminders/channels/telegram';
import { webhookChannel } from '@server/jobs/reminders/channels/webhook';
import type { ServerModule } from '@server/modules/define-module';
import { emailModule } from '@server/modules/email';
import { hookChannelsModule } from '@server/modules/hook-channels';
import { pushModule } from '@server/modules/push';
import { telegramModule } from '@server/modules/telegram';
import { createEmailProvider } from '@server/providers/email';
import { emailConfig } from '@server/providers/email/config';
import type { ProviderPart } from '@server/providers/provider-config';
import { createTelegramProvider } from '@server/providers/telegram';
import { telegramConfig } from '@server/providers/telegram/config';
import { REMINDER_CHANNELS, type ReminderChannelId } from '@shared/reminder-channels';

/**
 * A channel's provider: the variables it reads (its part of Config, under the channel's id) and the
 * client built from them (under the same name in Deps).
 */
type ChannelProvider<Config extends { read: (...args: never[]) => unknown }, Built> = {
  config: Config;
  create: (part: ProviderPart<Config>) => Built;
};

const provider = <Config extends { read: (...args: never[]) => unknown }, Built>(
  config: Config,
  create: (part: ProviderPart<Config>) => Built,
): ChannelProvider<Config, Built> => ({ config, create });

// The providers apart from the rest of each channel: Config's type derives from them, and the
// senders' and modules' types derive from Config.
const providers = {
  email: provider(emailConfig, createEmailProvider),
  telegram: provider(telegramConfig, createTelegramProvider),
};

/**
 * What a channel brings to the server: its sender (the reminder engine delivers through it), the
 * module of its routes and jobs (setup, confirmation, 'Send a test'), and its provider.
 */
type ServerChannel = {
  sender: ReminderChannel;
  module?: ServerModule;
  provider?: keyof typeof providers;
};

/**
 * Every channel, on the server, by its id in shared/reminder-channels.ts: a missing or unknown one
 * fails the typecheck. The modules, the providers, the configuration and the engine take their
 * channels from here, so a new channel is its folders plus its lines here (and in the shared and
 * app lists).
 */
const channels: Record<ReminderChannelId, ServerChannel> = {
  sms: { sender: smsChannel },
  push: { sender: pushChannel, module: pushModule },
  email: { sender: emailChannel, module: emailModule, provider: 'email' },
  telegram: { sender: telegramChannel, module: telegramModule, provider: 'telegram' },
  ntfy: { sender: ntfyChannel, module: hookChannelsModule },
  webhook: { sender: webhookChannel, module: hookChannelsModule },
};

type Providers = typeof providers;

/** Every channel the engine delivers on, in the shared list's order. */
export const reminderChannels: readonly ReminderChannel[] = REMINDER_CHANNELS.map(
  (id) => channels[id].sender,
);

/** The channels' modules, each once (ntfy and webhooks share theirs). */
export const channelModules: readonly ServerModule[] = [
  ...new Set(REMINDER_CHANNELS.flatMap((id) => channels[id].module ?? [])),
];

/** The channels' variables, by the name Config keeps each one's part under (server/env.ts). */
export const channelConfigs = Object.fromEntries(
  Object.entries(providers).map(([id, p]) => [id, p.config]),
) as {
  [Id in keyof Providers]: Providers[Id]['config'];
};

/** The channels' providers, each built from its part of Config (server/providers/index.ts). */
export const channelProviders = Object.fromEntries(
  Object.entries(providers).map(([id, p]) => [
    id,
    (config: Record<string, unknown>) => (p.create as (part: unknown) => unknown)(config[id]),
  ]),
) as { [Id in keyof Providers]: (config: Record<Id, unknown>) => ReturnType<Providers[Id]['create']> };
