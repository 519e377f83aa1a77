import { pausedSentence } from '@server/channel-kit/pause-reason';
import { reminderDestinations, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { type EmailState, emailDestinationConfig } from '@shared/channels/email/schema';
import { channelResume } from '@shared/reminder-channels';
import { and, eq, sql } from 'drizzle-orm';
import { emailOf } from './transport';

export const d = reminderDestinations;

/** The user's email destination row: every statement on it names the user (one shard). */
export const emailRow = (userId: string) => and(eq(d.userId, userId), eq(d.channel, 'email'));

/** Email is offered only when the operator configured an SMTP server. */
export function requireEmail(deps: Pick<Deps, 'channelClients'>) {
  if (!emailOf(deps).available) throw new AppError('email_unavailable');
}

export async function readEmailDestination({ db }: Pick<Deps, 'db'>, userId: string) {
  const [row] = await db
    .select({ config: d.config, confirmedAt: d.confirmedAt, pausedAt: d.pausedAt, failures: d.failures })
    .from(d)
    .where(emailRow(userId));
  return row ? { ...row, config: emailDestinationConfig.parse(row.config) } : null;
}

/** Where the user's address stands; paused, with why and how to resume. */
export async function emailStateOf(deps: Pick<Deps, 'db'>, userId: string): Promise<EmailState> {
  const row = await readEmailDestination(deps, userId);
  if (!row) return { available: true, address: null, status: 'none', paused: null };
  const { address } = row.config;
  if (!row.confirmedAt) return { available: true, address, status: 'waiting', paused: null };
  if (!row.pausedAt) return { available: true, address, status: 'confirmed', paused: null };
  const paused = await pausedSentence(
    deps,
    { userId, channel: 'email', failures: row.failures },
    channelResume('email'),
  );
  return { available: true, address, status: 'paused', paused };
}

/** Turns the user's email switch on or off in their reminder settings, the rest untouched. */
export async function setEmailSwitch({ db }: Pick<Deps, 'db'>, userId: string, on: boolean) {
  await db
    .update(users)
    .set({
      reminderSettings: sql`jsonb_set(${users.reminderSettings}, '{channels,email}', ${on ? 'true' : 'false'}::jsonb)`,
    })
    .where(eq(users.id, userId));
}
