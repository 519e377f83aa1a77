import { ACCOUNT_LANGUAGE } from '@server/channel-kit/account-language';
import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { Locale } from '@shared/i18n/locales';
import { and, eq, sql } from 'drizzle-orm';

/** The user and the secret of a `<user id>.<secret>` token, or null for anything else. */
function parseToken(token: string) {
  const dot = token.lastIndexOf('.');
  if (dot < 1 || dot === token.length - 1) return null;
  return { userId: token.slice(0, dot), secret: token.slice(dot + 1) };
}

/** The account whose current unsubscribe token this is. */
const tokenOwner = ({ userId, secret }: { userId: string; secret: string }) =>
  and(
    eq(users.id, userId),
    sql`EXISTS (SELECT 1 FROM reminder_destinations d WHERE d.user_id = ${userId} AND d.channel = 'email' AND d.config->>'unsubscribeToken' = ${secret})`,
  );

/**
 * The language of the account whose current unsubscribe token this is (its emails', so the page GET
 * shows speaks as they do), or null for a token that is no user's.
 */
export async function unsubscribeTokenLanguage(
  { db }: Pick<Deps, 'db'>,
  { token }: { token: string },
): Promise<Locale | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const [owner] = await db.select({ language: ACCOUNT_LANGUAGE }).from(users).where(tokenOwner(parsed));
  return owner?.language ?? null;
}

/**
 * RFC 8058 one-click unsubscribe: the token alone (no session; a mail provider's server sends it)
 * turns the user's email reminders off, in one statement. Returns the account's language for the
 * page that says so, null for a token that is no user's.
 */
export async function unsubscribeEmail(
  { db }: Pick<Deps, 'db'>,
  { token }: { token: string },
): Promise<Locale | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const [off] = await db
    .update(users)
    .set({ reminderSettings: sql`jsonb_set(${users.reminderSettings}, '{channels,email}', 'false'::jsonb)` })
    .where(tokenOwner(parsed))
    .returning({ language: ACCOUNT_LANGUAGE });
  return off?.language ?? null;
}
