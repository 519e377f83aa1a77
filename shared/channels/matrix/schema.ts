import { MSG } from '@shared/messages';
import { z } from 'zod';

/** An http(s) address with a host; whether we may call it (https, public), the server decides. */
const homeserver = z
  .string()
  .trim()
  .max(2000, MSG.matrixHomeserver)
  .refine((value) => /^https?:\/\/[^\s/]/i.test(value) && URL.canParse(value), MSG.matrixHomeserver)
  // The API's paths follow it: no trailing slash, query or fragment.
  .transform((value) => {
    const url = new URL(value);
    url.search = '';
    url.hash = '';
    return url.href.replace(/\/+$/, '');
  });

/**
 * The Matrix row's setup: the homeserver, the room's ID (never an alias: posting needs the ID) and
 * the access token of the account that posts. An empty token keeps the one saved before for the
 * same homeserver: it is never shown again to be typed back, and never sent to another server.
 */
export const matrixInput = z.object({
  homeserver,
  roomId: z
    .string()
    .trim()
    .regex(/^![\x21-\x7e]{1,254}$/, MSG.matrixRoomId),
  token: z
    .string()
    .trim()
    .max(1000, MSG.matrixTokenInvalid)
    .regex(/^[\x21-\x7e]*$/, MSG.matrixTokenInvalid)
    .optional(),
});
export type MatrixInput = z.input<typeof matrixInput>;

/** reminder_destinations.config for 'matrix'. */
export const matrixConfig = z.object({
  homeserver: z.string(),
  roomId: z.string(),
  token: z.string().min(1),
});
export type MatrixConfig = z.infer<typeof matrixConfig>;

/** The saved setup as its owner sees it: never the token. */
export const matrixSetup = z.object({
  homeserver: z.string(),
  roomId: z.string(),
  /** Set when too many deliveries in a row failed: our sentence saying so and why. */
  paused: z.string().nullable(),
});
export type MatrixSetup = z.infer<typeof matrixSetup>;
