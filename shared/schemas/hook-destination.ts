import { MSG } from '@shared/messages';
import { z } from 'zod';

/** An address a user gives for reminders (ntfy topic, webhook): whether we may call it, the server decides. */
export const hookUrl = z
  .string()
  .trim()
  .min(1, MSG.hookUrlRequired)
  .max(2000, MSG.hookNotUrl)
  .refine((value) => /^https?:\/\/[^\s/]/i.test(value) && URL.canParse(value), MSG.hookNotUrl);

/** A saved ntfy or webhook destination as its owner sees it: never its token or secret. */
export const hookDestination = z.object({
  url: z.string(),
  /** ntfy: an access token is saved. */
  hasToken: z.boolean(),
  /** Set when too many deliveries in a row failed: our sentence saying so and why. */
  paused: z.string().nullable(),
});
export type HookDestination = z.infer<typeof hookDestination>;

/** What saving answers: the destination, and a webhook's signing secret the one time it is made. */
export const savedHookDestination = z.object({ destination: hookDestination, secret: z.string().nullable() });
export type SavedHookDestination = z.infer<typeof savedHookDestination>;
