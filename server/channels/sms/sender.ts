import { noteRetake, switchedOn } from '@server/channel-kit/channel';
import { ownPauseChannel } from '@server/channel-kit/destination';

/**
 * SMS to the phone the user signed in with. A claim taken over after its lease may have been sent
 * by the claimant that crashed, so the provider is asked first; only when it cannot say is the SMS
 * sent again (a late reminder beats a missing one), and the row records it.
 */
export const smsChannel = ownPauseChannel('sms', switchedOn('sms'), async (deps, to, claim, notification) => {
  const sms = { to: to.phone, body: notification.sms };
  if (claim.attempts === 1) return deps.sms.send(sms);
  const known = await deps.sms.wasSent(sms, claim.dueAt);
  const retake =
    known === true ? 'confirmed_sent' : known === false ? 'resent_not_sent' : 'resent_unconfirmed';
  await noteRetake(deps, to.userId, claim, retake);
  if (known !== true) await deps.sms.send(sms);
});
