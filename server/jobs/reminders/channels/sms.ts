import { notificationLog } from '@server/db/schema';
import { deliveryRow, type ReminderChannel, switchedOn } from './channel';

/**
 * SMS to the phone the user signed in with. A claim taken over after its lease may have been sent
 * by the claimant that crashed, so the provider is asked first; only when it cannot say is the SMS
 * sent again (a late reminder beats a missing one), and the row records it.
 */
export const smsChannel: ReminderChannel = {
  id: 'sms',
  enabled: switchedOn('sms'),
  async send(deps, reminder, claim, message) {
    const sms = { to: reminder.phone, body: message.sms };
    if (claim.attempts === 1) return deps.sms.send(sms);
    const known = await deps.sms.wasSent(sms, reminder.dueAt);
    const retake =
      known === true ? 'confirmed_sent' : known === false ? 'resent_not_sent' : 'resent_unconfirmed';
    await deps.db.update(notificationLog).set({ retake }).where(deliveryRow(reminder, claim.id));
    if (known !== true) await deps.sms.send(sms);
  },
};
