import { pushSubscriptions } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { eq } from 'drizzle-orm';

/**
 * Forgets an endpoint the push service called gone (404/410). Not scoped by user: the engine learns
 * this from the push service, and a dead endpoint is dead for whoever holds it.
 */
export async function removeSubscription({ db }: Pick<Deps, 'db'>, { endpoint }: { endpoint: string }) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
