import { noteRetake, switchedOn } from '@server/channel-kit/channel';
import { ownPauseChannel } from '@server/channel-kit/destination';
import { DeliveryFailure } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import { sql } from 'drizzle-orm';

// An account signed up by email has no phone: SMS is not one of its channels until it adds one, so
// its reminders are neither claimed nor failed on SMS.
const withPhone = sql`${switchedOn('sms')} AND u.phone IS NOT NULL`;

/**
 * SMS to the phone the user signed in with. A claim taken over after its lease may have been sent
 * by the claimant that crashed, so the provider is asked first; only when it cannot say is the SMS
 * sent again (a late reminder beats a missing one), and the row records it.
 */
export const smsChannel = ownPauseChannel('sms', withPhone, async (deps, to, claim, notification) => {
  if (to.phone === null) throw new DeliveryFailure(MSG.addPhoneForSms, true);
  const sms = { to: to.phone, body: notification.sms };
  if (claim.attempts === 1) return deps.sms.send(sms);
  const known = await deps.sms.wasSent(sms, claim.dueAt);
  const retake =
    known === true ? 'confirmed_sent' : known === false ? 'resent_not_sent' : 'resent_unconfirmed';
  await noteRetake(deps, to.userId, claim, retake);
  if (known !== true) await deps.sms.send(sms);
});
