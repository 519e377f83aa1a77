import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { Locale } from '@shared/i18n/locales';
import { eq, sql } from 'drizzle-orm';

/**
 * The language an account's reminders are written in (the one chosen in Settings, else its message
 * language), as the reminder engine reads it: what a channel says to that account outside a
 * request (a bot's reply, the unsubscribe page) matches the messages it already gets.
 */
export const ACCOUNT_LANGUAGE = sql<Locale>`COALESCE(${users.locale}, ${users.messageLanguage})`;

/** The account's language (ACCOUNT_LANGUAGE), or null when there is no such account. */
export async function accountLanguage({ db }: Pick<Deps, 'db'>, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ language: ACCOUNT_LANGUAGE }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}
