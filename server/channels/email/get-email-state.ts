import type { Deps } from '@server/deps';
import type { EmailState } from '@shared/channels/email/schema';
import { emailStateOf } from './email-destination';
import { emailOf } from './transport';

/** Whether this server offers email, and where the user's address stands; no code or token leaves. */
export async function getEmailState(
  deps: Pick<Deps, 'db' | 'channelClients'>,
  { userId }: { userId: string },
) {
  if (!emailOf(deps).available)
    return { available: false, address: null, status: 'none', paused: null } satisfies EmailState;
  return emailStateOf(deps, userId);
}
