import { birthdayStore, type DateColumns, keptDateColumns } from '@server/db/birthday-store';
import { notificationErrors } from '@server/db/schema';
import type { Claim, Deps } from '@server/deps';
import { newId } from '@server/lib/ids';
import { isBirthday } from '@shared/date-kinds';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { type Delivery, deliverAll } from './deliveries';
import { type ClaimRequest, claimKey, claimMany, type Failed, markFailed } from './delivery-log';
import { createDeliveryPool } from './delivery-pool';
import type { DueReminder } from './due-reminder';
import type { DueSource } from './due-source';
import { findDueReminders } from './find-due-reminders';
import type { Notification } from './notification';
import { reminderMessage } from './reminder-message';

/** What the webhook's body says a reminder is about (docs/webhooks.md, `birthday.reminder` version 1). */
export type ReminderAbout = {
  type: 'birthday.reminder';
  /** month and day are the kept calendar's (docs/calendars.md); leap: a Chinese or Korean leap month. */
  birthday: Pick<DateColumns, 'calendar' | 'month' | 'leap' | 'day'> & {
    id: string;
    name: string;
    /** 'birthday', 'anniversary', 'remembrance' or 'other' (shared/date-kinds); label: an 'other' day's name. */
    kind?: string;
    label?: string;
  };
  occurrence: string;
  daysBefore: number;
  age: number | null;
};

/** The reminder's notification, in the user's language read by the due query. */
export function reminderNotification(reminder: DueReminder, publicUrl: string): Notification<ReminderAbout> {
  const message = reminderMessage(reminder, reminder.leadDays, reminder, publicUrl);
  const { calendar, month, leap, day } = keptDateColumns(reminder);
  return {
    title: message.title,
    body: message.body,
    sms: message.sms,
    url: message.url,
    language: message.language,
    urgency: reminder.leadDays === 0 ? 'high' : 'normal',
    tag: `${reminder.birthdayId}:${reminder.leadDays}`,
    about: {
      type: 'birthday.reminder',
      birthday: {
        id: reminder.birthdayId,
        name: reminder.name,
        // A birthday's body stays as before there were kinds: no kind means a birthday.
        ...(isBirthday(reminder.kind) ? {} : { kind: reminder.kind, label: reminder.label }),
        month,
        day,
        calendar,
        leap,
      },
      occurrence: reminder.occurrence,
      daysBefore: reminder.leadDays,
      age: message.age,
    },
  };
}

const claimRequest = (reminder: DueReminder, channel: ReminderChannelId): ClaimRequest => ({
  log: 'reminder',
  userId: reminder.userId,
  key: [reminder.birthdayId, reminder.leadDays, reminder.occurrence],
  channel,
  dueAt: reminder.dueAt,
});

/** Claims one channel of a due reminder on its own (the engine claims them a chunk at a time). */
export async function claimDelivery(
  { db }: Pick<Deps, 'db'>,
  reminder: DueReminder,
  channel: ReminderChannelId,
  now: Date,
): Promise<Claim | null> {
  const request = claimRequest(reminder, channel);
  return (await claimMany(db, 'reminder', [request], now)).get(claimKey(request)) ?? null;
}

/** The failure in the log, the delivery history and the birthday's own error list, all or none. */
async function recordFailure(
  deps: Deps,
  reminder: DueReminder,
  channel: ReminderChannelId,
  claim: Claim,
  failed: Failed,
) {
  const now = deps.clock.now();
  const { error } = failed;
  await deps.db.transaction(async (tx) => {
    await markFailed(tx, { log: 'reminder', userId: reminder.userId, claimId: claim.id }, failed);
    await tx.insert(notificationErrors).values({
      id: newId(),
      userId: reminder.userId,
      birthdayId: reminder.birthdayId,
      type: channel,
      error,
      createdAt: now,
    });
    // The user's open tabs refresh their history (the birthday store announces the birthday's change).
    await deps.realtime.publish({ userId: reminder.userId, topic: 'notifications' }, tx);
    await birthdayStore.addNotificationError(
      tx,
      { userId: reminder.userId, id: reminder.birthdayId },
      { timestamp: now.getTime(), error, type: channel },
    );
  });
}

/** Each channel of a due reminder as a delivery of its own. */
function reminderDeliveries(deps: Deps, reminder: DueReminder): Delivery[] {
  const notification = reminderNotification(reminder, deps.config.publicUrl);
  return deps.channels
    .filter((c) => reminder.channels.includes(c.id))
    .map((channel) => ({
      request: claimRequest(reminder, channel.id),
      channel,
      to: reminder,
      timeZone: reminder.timeZone,
      notification,
      birthdayId: reminder.birthdayId,
      fail: (d, claim, failed) => recordFailure(d, reminder, channel.id, claim, failed),
    }));
}

/** The reminders due at each tick: a birthday's lead time reached on the user's clock. */
export const reminderSource: DueSource<DueReminder> = {
  find: findDueReminders,
  deliveries: reminderDeliveries,
};

/** Claims and sends each channel of one due reminder; returns how many deliveries this caller made. */
export const deliverReminder = (deps: Deps, reminder: DueReminder) =>
  deliverAll(deps, reminderDeliveries(deps, reminder), createDeliveryPool());
