import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { and, eq, sql } from 'drizzle-orm';
import { d, emailRow } from './email-destination';

/** The user and the secret of a `<user id>.<secret>` token, or null for anything else. */
function parseToken(token: string) {
  const dot = token.lastIndexOf('.');
  if (dot < 1 || dot === token.length - 1) return null;
  return { userId: token.slice(0, dot), secret: token.slice(dot + 1) };
}

/** Whether the token is a user's current unsubscribe token (GET shows the page for it). */
export async function unsubscribeTokenValid({ db }: Pick<Deps, 'db'>, { token }: { token: string }) {
  const parsed = parseToken(token);
  if (!parsed) return false;
  const rows = await db
    .select({ userId: d.userId })
    .from(d)
    .where(and(emailRow(parsed.userId), sql`${d.config}->>'unsubscribeToken' = ${parsed.secret}`));
  return rows.length > 0;
}

/**
 * RFC 8058 one-click unsubscribe: the token alone (no session; a mail provider's server sends it)
 * turns the user's email reminders off, in one statement. False for a token that is no user's.
 */
export async function unsubscribeEmail({ db }: Pick<Deps, 'db'>, { token }: { token: string }) {
  const parsed = parseToken(token);
  if (!parsed) return false;
  const off = await db
    .update(users)
    .set({ reminderSettings: sql`jsonb_set(${users.reminderSettings}, '{channels,email}', 'false'::jsonb)` })
    .where(
      and(
        eq(users.id, parsed.userId),
        sql`EXISTS (SELECT 1 FROM reminder_destinations d WHERE d.user_id = ${parsed.userId} AND d.channel = 'email' AND d.config->>'unsubscribeToken' = ${parsed.secret})`,
      ),
    )
    .returning({ id: users.id });
  return off.length > 0;
}
