import { REFUSAL_TEXT } from '@server/channel-kit/http-destination';
import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { OutboundRefused } from '@server/providers/outbound';
import type { MatrixSetup } from '@shared/channels/matrix/schema';
import { and, sql } from 'drizzle-orm';
import { getMatrixSetup } from './get-setup';
import { matrixRow, switchMatrix } from './matrix-row';

type Input = { homeserver: string; roomId: string; token?: string | undefined };

/**
 * Saves the room reminders go to, once we may call its homeserver (a public host over https, or
 * one in OUTBOUND_ALLOW). Without a new token the saved one stays, for the same homeserver only: a
 * token never goes to a server it was not made for. Saving confirms the setup, clears its failures
 * and any pause, and switches Matrix on.
 */
export async function saveMatrixSetup(
  { db, clock, outbound, realtime }: Pick<Deps, 'db' | 'clock' | 'outbound' | 'realtime'>,
  { userId, input }: { userId: string; input: Input },
): Promise<MatrixSetup> {
  try {
    await outbound.checkUrl(input.homeserver);
  } catch (err) {
    if (err instanceof OutboundRefused)
      throw new AppError('matrix_homeserver', REFUSAL_TEXT[err.reason], { field: 'homeserver' });
    throw err;
  }
  const now = clock.now();
  const fresh = { confirmedAt: now, failures: 0, pausedAt: null, updatedAt: now };
  const { homeserver, roomId, token } = input;
  // The last test's time stays: its rate limit holds across saves.
  const testedAt = sql`jsonb_strip_nulls(jsonb_build_object('testedAt', ${reminderDestinations.config}->'testedAt'))`;
  if (token) {
    await db
      .insert(reminderDestinations)
      .values({ userId, channel: 'matrix', config: { homeserver, roomId, token }, ...fresh })
      .onConflictDoUpdate({
        target: [reminderDestinations.userId, reminderDestinations.channel],
        set: { config: sql`excluded.config || ${testedAt}`, ...fresh },
      });
  } else {
    const kept = await db
      .update(reminderDestinations)
      .set({
        config: sql`${reminderDestinations.config} || jsonb_build_object('homeserver', ${homeserver}::text, 'roomId', ${roomId}::text)`,
        ...fresh,
      })
      .where(
        and(
          matrixRow(userId),
          sql`${reminderDestinations.config}->>'homeserver' = ${homeserver}::text`,
          sql`${reminderDestinations.config} ? 'token'`,
        ),
      )
      .returning({ userId: reminderDestinations.userId });
    if (kept.length === 0) throw new AppError('matrix_token_required', { field: 'token' });
  }
  await switchMatrix({ db, realtime }, userId, true);
  return (await getMatrixSetup({ db }, { userId }))!;
}
