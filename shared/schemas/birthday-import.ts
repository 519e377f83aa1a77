import { DATE_KIND_IDS } from '@shared/date-kinds';
import { CALENDAR_IDS } from '@shared/kept-calendars/types';
import { z } from 'zod';

/**
 * The file's text as the browser prepared it (only what Cakeday reads), and the user's language,
 * which settles whether 4/12/1985 is April 12 or 4 December when the file does not. A tag the
 * platform does not know reads as en-US.
 */
export const importRequest = z.object({
  text: z.string(),
  locale: z
    .string()
    .max(64)
    .optional()
    .transform((tag) => {
      try {
        return Intl.getCanonicalLocales(tag ?? 'en-US')[0] ?? 'en-US';
      } catch {
        return 'en-US';
      }
    }),
});

/** Lists in the preview stop here; the counts always cover the whole file. */
export const PREVIEW_LIST_MAX = 100;

/**
 * A birthday of the file: its date in its calendar's numbering, as the API has it; a day of another
 * kind also has its kind and label.
 */
const entry = z.object({
  row: z.number(),
  name: z.string(),
  date: z.string(),
  calendar: z.enum(CALENDAR_IDS),
  leap: z.boolean(),
  kind: z.enum(DATE_KIND_IDS).optional(),
  label: z.string().optional(),
});
const message = z.object({ row: z.number(), name: z.string(), message: z.string() });

export const importPreview = z.object({
  source: z.enum(['csv', 'vcard']),
  counts: z.object({
    toAdd: z.number(),
    duplicates: z.number(),
    errors: z.number(),
    notes: z.number(),
    withoutBirthday: z.number(),
  }),
  toAdd: z.array(entry),
  duplicates: z.array(entry.extend({ alreadyStored: z.boolean() })),
  errors: z.array(message),
  /** Birthdays that are imported with something left out, and what. */
  notes: z.array(message),
  /** How numeric dates such as 4/12/1985 were read, when the file has any. */
  datesRead: z
    .object({
      order: z.enum(['day-month', 'month-day']),
      from: z.enum(['file', 'locale']),
      example: z.string(),
      exampleRead: z.string(),
    })
    .optional(),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({ imported: z.number(), skipped: z.number() });
export type ImportResult = z.infer<typeof importResult>;
