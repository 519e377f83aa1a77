import type { Db } from '@server/db/client';
import type { Config } from '@server/env';
import type { Outbound } from '@server/providers/outbound';
import type { PushProvider } from './push-provider';
import { loadVapidKeys } from './vapid-keys';
import { webPush } from './web-push';

export async function createPushProvider(
  db: Db,
  vapid: Config['vapid'],
  outbound: Outbound,
): Promise<PushProvider> {
  return webPush({ ...(await loadVapidKeys(db, vapid)), subject: vapid.subject, outbound });
}
export type { PushProvider } from './push-provider';
