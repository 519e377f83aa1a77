import { formatMonthDayOrdinal } from '@shared/dates/format';
import { fromIsoDate } from '@shared/dates/plain-date';
import { relativeLabel } from '@shared/dates/relative';
import type { DueReminder } from './due-reminder';

/** The reminder's words: who, which day and the relative label ('Tomorrow', 'In 7 days'), with a link. */
export function reminderMessage({ name, leadDays, occurrence }: DueReminder, publicUrl: string) {
  const when = relativeLabel(leadDays);
  const { month, day } = fromIsoDate(occurrence);
  const date = formatMonthDayOrdinal(month, day);
  const url = `${publicUrl}/notifications`;
  return {
    title: `${name}'s birthday: ${when}`,
    body: `${date}. Open Cakeday to send your wishes.`,
    url,
    sms: `Cakeday reminder: ${name}'s birthday is ${date} (${when}). ${url}`,
  };
}
export type ReminderMessage = ReturnType<typeof reminderMessage>;
