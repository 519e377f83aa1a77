import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { newId } from '@server/lib/ids';
import { speak } from '@server/lib/speak';
import { matrixConfig } from '@shared/channels/matrix/schema';
import type { Locale } from '@shared/i18n/locales';
import { MSG } from '@shared/messages';
import { and, sql } from 'drizzle-orm';
import { matrixRow } from './matrix-row';
import { sendMatrixMessage } from './transport';

/** One test per user this often: twenty clicks at once post one message. */
const TEST_INTERVAL_MS = 10_000;

/**
 * Posts a test message to the saved room now, with a transaction ID of its own. The statement that
 * takes the test's turn also checks that the last one was long enough ago, so parallel requests
 * cannot all pass. A failed test says why in our words and does not count towards the pause. It is
 * written in the request's language (the app sends its reader's).
 */
export async function sendMatrixTest(
  deps: Pick<Deps, 'db' | 'clock' | 'outbound' | 'config'>,
  { userId, locale }: { userId: string; locale: Locale },
) {
  const now = deps.clock.now();
  const lastTest = sql`coalesce((${reminderDestinations.config}->>'testedAt')::timestamptz, '-infinity')`;
  const [turn] = await deps.db
    .update(reminderDestinations)
    .set({
      config: sql`${reminderDestinations.config} || jsonb_build_object('testedAt', ${now.toISOString()}::text)`,
    })
    .where(
      and(
        matrixRow(userId),
        sql`${lastTest} <= ${new Date(now.getTime() - TEST_INTERVAL_MS).toISOString()}::timestamptz`,
      ),
    )
    .returning({ config: reminderDestinations.config });
  if (!turn) {
    const [saved] = await deps.db
      .select({ userId: reminderDestinations.userId })
      .from(reminderDestinations)
      .where(matrixRow(userId));
    throw saved ? new AppError('too_many_requests', MSG.testSentTooSoon) : new AppError('hook_missing');
  }
  await sendMatrixMessage(deps, matrixConfig.parse(turn.config), newId(), {
    // The push test's title: the same words.
    title: speak(locale, MSG.pushTestTitle),
    body: speak(locale, MSG.matrixTest),
    url: deps.config.publicUrl,
  });
}
