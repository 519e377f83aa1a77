import { type ClientContext, channelClient } from '@server/channel-kit/server-channel';
import type { Deps } from '@server/deps';
import type { ProviderPart } from '@server/providers/provider-config';
import type { pushConfig } from './config';
import type { PushProvider } from './push-provider';
import { loadVapidKeys } from './vapid-keys';
import { webPush } from './web-push';

/** Web Push signed with the VAPID keys given, or the pair kept in the database. */
export async function createPushProvider(
  vapid: ProviderPart<typeof pushConfig>,
  { db, outbound }: ClientContext,
): Promise<PushProvider> {
  return webPush({ ...(await loadVapidKeys(db, vapid)), subject: vapid.subject, outbound });
}

/** The push client the channel built at boot. */
export const pushOf = (deps: Pick<Deps, 'channelClients'>) => channelClient<PushProvider>(deps, 'push');
