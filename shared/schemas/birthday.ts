import {
  CATEGORY_MAX_LENGTH,
  DEFAULT_COUNTRY_CODE,
  INTEREST_MAX_LENGTH,
  KIND_LABEL_MAX_LENGTH,
  MAX_INTERESTS,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  REMINDER_TYPES,
} from '@shared/constants';
import { DATE_KIND_IDS, kindOf } from '@shared/date-kinds';
import { splitBirthDate } from '@shared/dates/birth-date';
import { keptDateOf } from '@shared/kept-calendars/celebrations';
import { CALENDAR_IDS, type CalendarId } from '@shared/kept-calendars/types';
import { wireForKind } from '@shared/kept-calendars/yahrzeit';
import { MSG } from '@shared/messages';
import { z } from 'zod';
import { leadDaysOfReminders, leadDaysSchema, remindersOfLeadDays, sortLeadDays } from './lead-times';
import { nationalDigits, phoneFieldError } from './phone';

/** Custom categories are trimmed and lower-cased and need non-blank text. */
export const categorySchema = z
  .string({ error: MSG.categoryRequired })
  .trim()
  .toLowerCase()
  .min(1, MSG.categoryRequired)
  .max(CATEGORY_MAX_LENGTH, MSG.categoryTooLong);

const reminderSchema = z.object(
  {
    type: z.enum(REMINDER_TYPES, { error: MSG.invalidReminders }),
    enabled: z.boolean({ error: MSG.invalidReminders }),
  },
  { error: MSG.invalidReminders },
);
export type Reminder = z.infer<typeof reminderSchema>;
export const defaultReminders = (enabled = true): Reminder[] =>
  REMINDER_TYPES.map((type) => ({ type, enabled }));

// The date's form here; whether its calendar has that month and day is checked with the calendar (keptDate).
const birthDateSchema = z
  .string({ error: MSG.dateRequired })
  .min(1, MSG.dateRequired)
  .refine((s) => splitBirthDate(s) !== null, MSG.invalidDate);
const calendarSchema = z.enum(CALENDAR_IDS, { error: MSG.invalidDate });
const leapSchema = z.boolean({ error: MSG.invalidDate });

type DateFields = { date?: unknown; calendar?: unknown; leap?: unknown };
/**
 * The date is one its calendar has (Gregorian when none is named); a calendar or leap month comes with a
 * date. A plain check, not superRefine: see safeParseBirthdayRow. A date or calendar already refused is
 * not reported twice.
 */
const isKeptDate = ({ date, calendar, leap }: DateFields) => {
  if (date === undefined) return calendar === undefined && leap === undefined;
  if (typeof date !== 'string' || !splitBirthDate(date)) return true;
  if (calendar !== undefined && !CALENDAR_IDS.includes(calendar as CalendarId)) return true;
  return keptDateOf(date, calendar as CalendarId | undefined, leap === true) !== null;
};
const keptDateIssue = { path: ['date'], message: MSG.invalidDate };

const kindSchema = z.enum(DATE_KIND_IDS, { error: MSG.invalidKind });
const labelSchema = z
  .string({ error: MSG.kindLabelRequired })
  .trim()
  .max(KIND_LABEL_MAX_LENGTH, MSG.kindLabelTooLong);
type KindFields = { kind?: unknown; label?: unknown };
/** A kind the user names ('other') comes with its name; a kind already refused is not reported twice. */
const isLabelled = ({ kind, label }: KindFields) =>
  typeof kind !== 'string' || !kindOf(kind).labelled || (typeof label === 'string' && label.trim() !== '');
const labelIssue = { path: ['label'], message: MSG.kindLabelRequired };
/** A remembrance's Hebrew date is kept by the yahrzeit rules (calendar 'hebrew-yahrzeit'), another kind's not. */
const keptForKind = (fields: { date: string; calendar: CalendarId; leap: boolean }, kind: string) =>
  wireForKind(fields, kind === 'remembrance');
/** The label kept with a kind: only a kind the user names has one. */
const keptLabel = (kind: string, label: string | undefined) => (kindOf(kind).labelled ? (label ?? '') : '');

const birthdayFields = {
  name: z
    .string({ error: MSG.nameRequired })
    .trim()
    .min(1, MSG.nameRequired)
    .max(NAME_MAX_LENGTH, MSG.nameTooLong),
  date: birthDateSchema,
  /** The calendar the date is kept in (docs/calendars.md); the date's month and day are that calendar's. */
  calendar: calendarSchema,
  /** A Chinese or Korean leap month: the one after the date's month. */
  leap: leapSchema,
  /** What kind of day it is (shared/date-kinds); a birthday unless said. */
  kind: kindSchema,
  /** An 'other' day's own name ('Name day'). */
  label: labelSchema,
  category: categorySchema,
  notes: z.string({ error: MSG.invalidBirthdayData }).trim().max(NOTES_MAX_LENGTH, MSG.notesTooLong),
  phoneNumber: z
    .string({ error: MSG.invalidBirthdayPhone })
    .trim()
    .regex(/^(\d{4,15})?$/, MSG.invalidBirthdayPhone)
    .nullish(),
  countryCode: z
    .string({ error: MSG.countryCodeSchema })
    .trim()
    .regex(/^\+\d{1,4}$/, MSG.countryCodeSchema)
    .nullish(),
  interests: z
    .array(
      z.string({ error: MSG.invalidBirthdayData }).trim().max(INTEREST_MAX_LENGTH, MSG.interestTooLong),
      {
        error: MSG.invalidBirthdayData,
      },
    )
    .max(MAX_INTERESTS, MSG.tooManyInterests)
    .transform((list) => [...new Set(list.filter(Boolean))]),
  reminders: z
    .array(reminderSchema, { error: MSG.invalidReminders })
    .max(REMINDER_TYPES.length, MSG.invalidReminders),
  /** The birthday's own lead times, or null: it follows the user's defaults. */
  leadDays: leadDaysSchema.nullable(),
};
const invalidBirthday = { error: MSG.invalidBirthdayData };

type ReminderFields = { reminders?: Reminder[]; leadDays?: number[] | null };
// withLeadDays and newBirthdayData add to the object the rest pattern made
// (Object.assign) instead of writing `{ ...rest, more }`: an import runs them for each of up to
// 10,000 rows, and on Node 20 (V8 11.3) the objects of a literal that starts with a spread and
// adds keys after it outlive the young-generation collections as if in use and pile up in the old
// space (bench/import.bench.ts: the 10,000-contact preview's heap growth, 38.7 MB with them, 29.2
// without).
/**
 * A birthday's lead times and the spec's `reminders` list say the same thing: `leadDays` decides when
 * given, else the list does (all on = follow the defaults); the other is written from it.
 */
const withLeadDays = <T extends ReminderFields>({ reminders, leadDays, ...rest }: T) => {
  if (leadDays !== undefined) {
    const sorted = leadDays && sortLeadDays(leadDays);
    return Object.assign(rest, { leadDays: sorted, reminders: remindersOfLeadDays(sorted) });
  }
  if (reminders !== undefined)
    return Object.assign(rest, { reminders, leadDays: leadDaysOfReminders(reminders) });
  return rest;
};

// Country code and phone are saved only when a phone number is given.
// A UK number typed with its trunk '0' is kept as the digits after +44.
const phonePair = (phoneNumber: string | null | undefined, countryCode: string | null | undefined) => {
  const code = countryCode || DEFAULT_COUNTRY_CODE;
  return {
    phoneNumber: phoneNumber ? nationalDigits(code, phoneNumber) : null,
    countryCode: phoneNumber ? code : null,
  };
};

/** A new birthday's fields: what is left out gets its default (every reminder on). */
const newBirthdayFields = z
  .object(
    {
      ...birthdayFields,
      calendar: calendarSchema.default('gregory'),
      leap: leapSchema.default(false),
      kind: kindSchema.default('birthday'),
      label: labelSchema.default(''),
      category: birthdayFields.category.default('other'),
      notes: birthdayFields.notes.default(''),
      interests: birthdayFields.interests.default([]),
      reminders: birthdayFields.reminders.default(defaultReminders()),
      leadDays: birthdayFields.leadDays.optional(),
    },
    invalidBirthday,
  )
  .refine(isKeptDate, keptDateIssue)
  .refine(isLabelled, labelIssue);
const newBirthdayData = ({
  phoneNumber,
  countryCode,
  reminders,
  leadDays,
  label,
  ...rest
}: z.output<typeof newBirthdayFields>) =>
  Object.assign(
    rest,
    keptForKind(rest, rest.kind),
    { label: keptLabel(rest.kind, label) },
    phonePair(phoneNumber, countryCode),
    withLeadDays({ reminders, leadDays }) as { reminders: Reminder[]; leadDays: number[] | null },
  );

/** A new birthday. */
export const birthdayInput = newBirthdayFields.transform(newBirthdayData);

/**
 * `birthdayInput.safeParse` for a file's rows: the same checks, messages and data, without zod's
 * transform step, which gives each parse a closure holding its payload (`addIssue`); on Node 20
 * those payloads outlive the young-generation collections like the spread literals above
 * (bench/import.bench.ts: the heap V8 keeps over the 10,000-contact preview and import, 35 MB
 * through it, 24 MB without).
 */
export function safeParseBirthdayRow(input: unknown) {
  const parsed = newBirthdayFields.safeParse(input);
  return parsed.success ? { success: true as const, data: newBirthdayData(parsed.data) } : parsed;
}
export type BirthdayInput = z.input<typeof birthdayInput>;
export type BirthdayData = z.output<typeof birthdayInput>;

/**
 * A change to a birthday: a field left out stays as it is (no defaults here, or an edit would turn
 * reminders back on). Phone and country code change together, and only when a phone number is given.
 */
export const birthdayUpdate = z
  .object(birthdayFields, invalidBirthday)
  .partial()
  .refine(isKeptDate, keptDateIssue)
  .refine(isLabelled, labelIssue)
  .transform(({ phoneNumber, countryCode, ...rest }) => {
    // A date without a calendar is Gregorian, as before there were others.
    // A date without a kind stays of the kind it was: a yahrzeit a remembrance's.
    if (rest.date !== undefined) {
      const date = { date: rest.date, calendar: rest.calendar ?? 'gregory', leap: !!rest.leap };
      Object.assign(
        rest,
        keptForKind(date, rest.kind ?? (date.calendar === 'hebrew-yahrzeit' ? 'remembrance' : '')),
      );
    }
    // A new kind takes its label with it: one the user names keeps it, the others none.
    if (rest.kind !== undefined) Object.assign(rest, { label: keptLabel(rest.kind, rest.label) });
    return withLeadDays(
      phoneNumber === undefined ? rest : { ...rest, ...phonePair(phoneNumber, countryCode) },
    );
  });
export type BirthdayChanges = z.output<typeof birthdayUpdate>;

export const birthday = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  calendar: z.enum(CALENDAR_IDS),
  leap: z.boolean(),
  /** Absent in a list this browser kept offline before there were other kinds: a birthday. */
  kind: z.enum(DATE_KIND_IDS).optional(),
  label: z.string().optional(),
  category: z.string(),
  notes: z.string(),
  phoneNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  interests: z.array(z.string()),
  reminders: z.array(reminderSchema),
  leadDays: z.array(z.number()).nullable(),
  lastNotified: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Birthday = z.infer<typeof birthday>;

/** The Add/Edit Birthday form: the API fields plus the phone input's own rules (spec §5 Phone). */
export const birthdayFormSchema = z
  .object({
    name: birthdayFields.name,
    date: birthDateSchema,
    calendar: calendarSchema,
    leap: leapSchema,
    kind: kindSchema.default('birthday'),
    label: labelSchema.default(''),
    category: categorySchema,
    countryCode: z.string(),
    phoneNumber: z.string(),
    interests: z.array(z.string()).max(MAX_INTERESTS, MSG.tooManyInterests),
    notes: z.string().max(NOTES_MAX_LENGTH, MSG.notesTooLong),
    leadDays: birthdayFields.leadDays,
  })
  .refine(isKeptDate, keptDateIssue)
  .refine(isLabelled, labelIssue)
  .superRefine(({ countryCode, phoneNumber }, ctx) => {
    const message = phoneFieldError(countryCode, phoneNumber, false);
    if (message) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message });
  });
export type BirthdayFormValues = z.input<typeof birthdayFormSchema>;

export const toBirthdayInput = (v: BirthdayFormValues): BirthdayInput => ({
  name: v.name.trim(),
  date: v.date,
  calendar: v.calendar,
  leap: v.leap,
  kind: v.kind,
  label: v.label,
  category: v.category,
  notes: v.notes,
  interests: v.interests,
  phoneNumber: v.phoneNumber || null,
  countryCode: v.phoneNumber ? v.countryCode : null,
  leadDays: v.leadDays,
});
