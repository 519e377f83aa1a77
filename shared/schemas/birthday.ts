import { z } from 'zod';
import {
  CATEGORY_MAX_LENGTH,
  DEFAULT_COUNTRY_CODE,
  INTEREST_MAX_LENGTH,
  MAX_INTERESTS,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  REMINDER_TYPES,
} from '../constants';
import { parseBirthDate } from '../dates/birth-date';
import { MSG } from '../messages';
import { phoneFieldError } from './phone';

/** Custom categories are trimmed and lower-cased and need non-blank text. */
export const categorySchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, MSG.categoryRequired)
  .max(CATEGORY_MAX_LENGTH);

export const reminderSchema = z.object({ type: z.enum(REMINDER_TYPES), enabled: z.boolean() });
export type Reminder = z.infer<typeof reminderSchema>;
export const defaultReminders = (enabled = true): Reminder[] =>
  REMINDER_TYPES.map((type) => ({ type, enabled }));

export const birthDateSchema = z
  .string({ error: MSG.dateRequired })
  .min(1, MSG.dateRequired)
  .refine((s) => parseBirthDate(s) !== null, MSG.invalidDate);

export const birthdayInput = z
  .object({
    name: z
      .string({ error: MSG.nameRequired })
      .trim()
      .min(1, MSG.nameRequired)
      .max(NAME_MAX_LENGTH, MSG.nameTooLong),
    date: birthDateSchema,
    category: categorySchema.default('other'),
    notes: z.string().trim().max(NOTES_MAX_LENGTH, MSG.notesTooLong).default(''),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^(\d{4,15})?$/, MSG.invalidBirthdayPhone)
      .nullish(),
    countryCode: z
      .string()
      .trim()
      .regex(/^\+\d{1,4}$/, MSG.countryCodeSchema)
      .nullish(),
    interests: z
      .array(z.string().trim().max(INTEREST_MAX_LENGTH))
      .max(MAX_INTERESTS)
      .default([])
      .transform((list) => [...new Set(list.filter(Boolean))]),
    reminders: z.array(reminderSchema).max(REMINDER_TYPES.length).default(defaultReminders()),
  })
  // Country code and phone are saved only when a phone number is given.
  .transform(({ phoneNumber, countryCode, ...rest }) => ({
    ...rest,
    phoneNumber: phoneNumber || null,
    countryCode: phoneNumber ? countryCode || DEFAULT_COUNTRY_CODE : null,
  }));
export type BirthdayInput = z.input<typeof birthdayInput>;
export type BirthdayData = z.output<typeof birthdayInput>;

export const birthday = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  category: z.string(),
  notes: z.string(),
  phoneNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  interests: z.array(z.string()),
  reminders: z.array(reminderSchema),
  lastNotified: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Birthday = z.infer<typeof birthday>;

/** The Add/Edit Birthday form: the API fields plus the phone input's own rules (spec §5 Phone). */
export const birthdayFormSchema = z
  .object({
    name: z.string().trim().min(1, MSG.nameRequired).max(NAME_MAX_LENGTH),
    date: birthDateSchema,
    category: categorySchema,
    countryCode: z.string(),
    phoneNumber: z.string(),
    interests: z.array(z.string()).max(MAX_INTERESTS),
    notes: z.string().max(NOTES_MAX_LENGTH),
  })
  .superRefine(({ countryCode, phoneNumber }, ctx) => {
    const message = phoneFieldError(countryCode, phoneNumber, false);
    if (message) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message });
  });
export type BirthdayFormValues = z.input<typeof birthdayFormSchema>;

export const toBirthdayInput = (v: BirthdayFormValues): BirthdayInput => ({
  name: v.name.trim(),
  date: v.date,
  category: v.category,
  notes: v.notes,
  interests: v.interests,
  phoneNumber: v.phoneNumber || null,
  countryCode: v.phoneNumber ? v.countryCode : null,
});
