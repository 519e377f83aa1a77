import type { ClientContext } from '@server/channel-kit/server-channel';
import { SERVER_CHANNELS } from '@server/channels';
import type { ReminderChannel } from '@server/deps';
import type { ChannelConfig, Config } from '@server/env';
import { REMINDER_CHANNELS } from '@shared/reminder-channels';

/**
 * The reminder channels' parts put together at boot, from each channel's own folder (the generated
 * server/channels/index.ts loads each of the generated shared list): nothing else names a channel, so a new
 * one is its folders.
 */

/** Every channel the engine delivers on, in the shared list's order. */
export const reminderChannels: readonly ReminderChannel[] = REMINDER_CHANNELS.flatMap(
  (id) => SERVER_CHANNELS.find((channel) => channel.id === id)?.sender ?? [],
);

/** The channels' variables, by channel id (server/config.ts reads them with the core's). */
export const channelConfigs: Readonly<Record<string, ChannelConfig>> = Object.fromEntries(
  SERVER_CHANNELS.flatMap((channel) => (channel.config ? [[channel.id, channel.config]] : [])),
);

/** The channels' routes and jobs. */
export const channelModules = SERVER_CHANNELS.flatMap((channel) => channel.modules ?? []);

/** Each channel's client, built from its part of the configuration (Deps' `channelClients`). */
export const createChannelClients = async (
  config: Config,
  context: ClientContext,
): Promise<Readonly<Record<string, unknown>>> =>
  Object.fromEntries(
    await Promise.all(
      SERVER_CHANNELS.flatMap((channel) =>
        channel.client
          ? [
              (async () =>
                [channel.id, await channel.client!(config.channels[channel.id], context)] as const)(),
            ]
          : [],
      ),
    ),
  );
