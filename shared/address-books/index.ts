import { z } from 'zod';

/** The sentences the address-book screens and the API say, in one place so tests pin them. */
export const ADDRESS_BOOK_TEXT = {
  refused: 'The server refused this user name or password',
  unreachable: 'Cakeday could not reach this server. It will try again at the next sync.',
  notAllowed: 'Cakeday may not reach this address: it is not a public https server.',
  notFound: 'Cakeday found no address book at this address.',
  broken: 'The server answered in a way Cakeday could not read. It will try again at the next sync.',
  paused: 'Paused after ten failed syncs in a row. Check the address and password, then press Sync now.',
  busy: 'This address book is syncing right now.',
  /** Sent on the user's reminder channels the day a connection pauses. */
  pausedNotice: (source: string) =>
    `Cakeday stopped syncing your address book from ${source} after ten failed syncs in a row. In Settings → Address books, check the address and password, then press Sync now.`,
  unlinked: (source: string) =>
    `No longer synced with ${source}: you changed this birthday in Cakeday, so Cakeday keeps your version.`,
  from: (source: string) => `From ${source}`,
  appPassword:
    'Use an app password, not your main password. iCloud: appleid.apple.com → Sign-In and Security → App-Specific Passwords. Nextcloud: Settings → Security → Devices & sessions → Create new app password. Fastmail: Settings → Privacy & Security → App passwords.',
} as const;

/** What the Privacy Policy says of address books: only what the code keeps and sends. */
export const ADDRESS_BOOK_PRIVACY = {
  stored:
    "If you connect an address book, we store its server's address, your user name and your app password, encrypted, and for each contact its address on the server, its version and the birthday it brought. Disconnecting it or deleting your account deletes them; the birthdays stay in your list until you delete them.",
  travels:
    'A connected address book is read from its server regularly (every 30 minutes unless the operator chose otherwise) and when you press Sync now; Cakeday never writes to it.',
} as const;

/** What the connect form and the API say of a field that cannot be used (the API's validation errors are these). */
export const ADDRESS_BOOK_FIELD_TEXT = {
  serverMissing: 'Enter the server address',
  serverInvalid: 'Enter the address of your CardDAV server, such as contacts.icloud.com',
  serverTooLong: 'This address is too long. Enter the server address, at most 2,000 characters.',
  usernameMissing: 'Enter your user name',
  usernameColon: 'A user name cannot contain a colon (:).',
  usernameInvalid: 'A user name cannot contain line breaks or other control characters.',
  usernameTooLong: 'This user name is too long: at most 500 characters.',
  passwordMissing: 'Enter the app password',
  passwordInvalid: 'A password cannot contain line breaks or other control characters.',
  passwordTooLong: 'This password is too long: at most 500 characters.',
} as const;
const T = ADDRESS_BOOK_FIELD_TEXT;
// NUL, line breaks and the other C0/C1 controls: nothing a server address or a credential holds,
// and a line break in a header would be a header of its own.
const NO_CONTROLS = /^\P{Cc}*$/u;

export const connectRequest = z.object({
  server: z
    .string()
    .trim()
    .min(1, T.serverMissing)
    .max(2000, T.serverTooLong)
    .regex(/^[^\s\p{Cc}]+$/u, T.serverInvalid),
  username: z
    .string()
    .trim()
    .min(1, T.usernameMissing)
    .max(500, T.usernameTooLong)
    .regex(NO_CONTROLS, T.usernameInvalid)
    // Basic authentication ends the user name at its first colon (RFC 7617).
    .refine((name) => !name.includes(':'), T.usernameColon),
  password: z
    .string()
    .min(1, T.passwordMissing)
    .max(500, T.passwordTooLong)
    .regex(NO_CONTROLS, T.passwordInvalid),
});
export type ConnectRequest = z.infer<typeof connectRequest>;

const book = z.object({ id: z.string(), name: z.string(), selected: z.boolean() });

/** A connection as its owner sees it: never its password. */
export const connectionView = z.object({
  id: z.string(),
  displayName: z.string(),
  serverUrl: z.string(),
  username: z.string(),
  books: z.array(book),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  paused: z.boolean(),
});
export type ConnectionView = z.infer<typeof connectionView>;

export const bookSelection = z.object({
  bookIds: z.array(z.string()).min(1, 'Pick an address book').max(50),
});

export const addressBookPreview = z.object({
  toAdd: z.number(),
  alreadyThere: z.number(),
  withoutBirthday: z.number(),
  unreadable: z.number(),
});
export type AddressBookPreview = z.infer<typeof addressBookPreview>;

export const syncResult = z.object({
  added: z.number(),
  updated: z.number(),
  removed: z.number(),
  unlinked: z.number(),
});
export type SyncResult = z.infer<typeof syncResult>;

/** Where a synced birthday comes from, by birthday id: linked, or no longer linked since the user changed it. */
export const birthdaySources = z.record(z.string(), z.object({ source: z.string(), linked: z.boolean() }));
export type BirthdaySources = z.infer<typeof birthdaySources>;

/** The name rows show ('From iCloud'): the service a host is known to belong to, else the host itself. */
export function displayNameOf(url: string): string {
  const host = new URL(url).hostname.toLowerCase();
  if (host === 'icloud.com' || host.endsWith('.icloud.com')) return 'iCloud';
  if (host.endsWith('fastmail.com') || host.endsWith('messagingengine.com')) return 'Fastmail';
  if (host.includes('nextcloud')) return 'Nextcloud';
  if (host.endsWith('google.com') || host.endsWith('googleusercontent.com')) return 'Google';
  return host;
}
