import { z } from 'zod';

/** The private calendar feed: its URL only in the answer that created it (only its hash is stored). */
export const calendarFeed = z.object({
  active: z.boolean(),
  createdAt: z.number().nullable(),
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

export const calendarConfig = z.object({ googleClientId: z.string().nullable() });
export type CalendarConfig = z.infer<typeof calendarConfig>;
