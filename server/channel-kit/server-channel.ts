import type { Deps, ReminderChannel } from '@server/deps';
import type { ChannelConfig, Config } from '@server/env';
import type { ServerModule } from '@server/modules/define-module';
import type { ProviderContext } from '@server/providers';
import type { Outbound } from '@server/providers/outbound';
import type { ProviderPart } from '@server/providers/provider-config';
import type { ReminderChannelId } from '@shared/reminder-channels';

/**
 * Everything one reminder channel brings to the server, exported by its own folder's index.ts
 * (server/channels/<id>/): its sender (the engine delivers through it), the modules of its routes and
 * jobs, its variables (its part of Config, under `config.channels[id]`) and the client built from
 * them at boot (under `deps.channelClients[id]`). server/channels/index.ts loads every listed channel's, and
 * nothing else in the server names a channel.
 */
export type ServerChannel = {
  id: ReminderChannelId;
  sender: ReminderChannel;
  modules?: readonly ServerModule[];
  config?: ChannelConfig;
  client?: (part: unknown, context: ClientContext) => unknown;
};

/** What a channel's client may be built with beside its part: the database, the log, the outbound guard. */
export type ClientContext = Omit<ProviderContext, 'config'> & { outbound: Outbound };

/** A channel whose client is typed by its config's part. */
export const defineServerChannel = <Config extends ChannelConfig, Client>(channel: {
  sender: ReminderChannel;
  modules?: readonly ServerModule[];
  config?: Config;
  client?: (part: ProviderPart<Config>, context: ClientContext) => Client;
}): ServerChannel => ({ id: channel.sender.id, ...channel }) as ServerChannel;

/** A channel's own part of the configuration, as its config read it. */
export const channelPart = <C extends ChannelConfig>(config: Config, id: ReminderChannelId, _read: C) =>
  config.channels[id] as ProviderPart<C>;

/** A channel's client, as its `client` built it (or a test's fake in its place). */
export const channelClient = <Client>(deps: Pick<Deps, 'channelClients'>, id: ReminderChannelId) =>
  deps.channelClients[id] as Client;
