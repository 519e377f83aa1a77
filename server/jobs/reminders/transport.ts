import type { Claim, Deps, Recipient, ReminderChannel } from '@server/deps';
import { AppError, DeliveryPaused } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import type { Failed } from './delivery-log';
import type { Notification } from './notification';
import { nextAttemptAt, temporaryFailure } from './retry';

/** How one send of a claimed delivery ended: sent, failed for good, or failed for now with its retry's time. */
export type Outcome = { sent: true } | ({ sent: false; retryAt: Date | null } & Failed);

/** What the delivery history shows: our own sentence, never a remote service's or a library's text. */
const errorText = (err: unknown) => (err instanceof AppError ? err.message : MSG.reminderNotDelivered);

/**
 * Sends a claimed delivery (a reminder's or a digest's) on one channel. A temporary failure gets a
 * retry time within the day it fell due in the user's time zone; after that day it counts as failed,
 * and as one failure towards the channel's pause.
 */
export async function transport(
  deps: Deps,
  channel: ReminderChannel,
  to: Recipient,
  claim: Claim,
  notification: Notification,
  timeZone: string,
): Promise<Outcome> {
  try {
    await channel.send(deps, to, claim, notification);
    return { sent: true };
  } catch (err) {
    const now = deps.clock.now();
    const temporary = temporaryFailure(err, now);
    const retryAt = temporary
      ? nextAttemptAt({ now, dueAt: claim.dueAt, timeZone }, temporary.askedMs)
      : null;
    if (temporary && !retryAt) await channel.gaveUp?.(deps, to);
    const failure = err instanceof DeliveryPaused ? 'paused' : 'error';
    return { sent: false, error: errorText(err), failure, retryAt };
  }
}
