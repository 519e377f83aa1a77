import {
  MAX_LEAD_DAYS,
  MAX_LEAD_TIMES,
  REMINDER_TYPE_LABELS,
  REMINDER_TYPES,
  type ReminderType,
} from '@shared/constants';
import { MSG } from '@shared/messages';
import { z } from 'zod';

/**
 * Lead times: how many days before a birthday a reminder goes out. The spec's three reminder types
 * are the lead times 7, 1 and 0, so its `types` and `reminders` lists map to sets of days and back.
 */
const TYPE_LEAD_DAYS: Record<ReminderType, number> = { week: 7, day: 1, birthday: 0 };

const oneLead = z
  .number({ error: MSG.leadDaysRange })
  .int(MSG.leadDaysRange)
  .min(0, MSG.leadDaysRange)
  .max(MAX_LEAD_DAYS, MSG.leadDaysRange);

/**
 * A set of up to 5 lead times, each 0 to 60 days, none twice. No transform (the settings schema also
 * describes responses): what saves a set sorts it, farthest first, with `sortLeadDays`.
 */
export const leadDaysSchema = z
  .array(oneLead, { error: MSG.leadDaysRange })
  .max(MAX_LEAD_TIMES, MSG.leadDaysTooMany)
  .refine((list) => new Set(list).size === list.length, MSG.leadDaysRepeated);

export function sortLeadDays(list: readonly number[]): number[] {
  return [...list].sort((a, b) => b - a);
}

/** The spec's reminder settings `types` {week, day, today} as lead days. */
export function leadDaysOfTypes(types: { week: boolean; day: boolean; today: boolean }): number[] {
  return [...(types.week ? [7] : []), ...(types.day ? [1] : []), ...(types.today ? [0] : [])];
}

/** Which of the spec's `types` a set of lead days contains. */
export function typesOfLeadDays(leadDays: readonly number[]) {
  return { week: leadDays.includes(7), day: leadDays.includes(1), today: leadDays.includes(0) };
}

type ReminderEntry = { type: ReminderType; enabled: boolean };

/**
 * A birthday's spec `reminders` list as its own lead days: every type on means "as my defaults say"
 * (null), as it meant before lead times; otherwise the set of the types that are on.
 */
export function leadDaysOfReminders(reminders: readonly ReminderEntry[]): number[] | null {
  const on = REMINDER_TYPES.filter((type) => reminders.some((r) => r.type === type && r.enabled));
  return on.length === REMINDER_TYPES.length ? null : on.map((type) => TYPE_LEAD_DAYS[type]);
}

/** A birthday's lead days as the spec's `reminders` list: following the defaults reads as all on. */
export function remindersOfLeadDays(leadDays: readonly number[] | null): ReminderEntry[] {
  return REMINDER_TYPES.map((type) => ({
    type,
    enabled: leadDays === null || leadDays.includes(TYPE_LEAD_DAYS[type]),
  }));
}

/** The spec's words for its three lead times, a plain sentence of ours for the others. */
export function leadDaysLabel(days: number): string {
  const type = REMINDER_TYPES.find((t) => TYPE_LEAD_DAYS[t] === days);
  return type ? REMINDER_TYPE_LABELS[type] : `${days} days before`;
}
