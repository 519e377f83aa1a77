import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { canonicalTimeZone } from '@shared/dates/time-zones';
import type { OnboardingInput } from '@shared/schemas/account';
import { eq } from 'drizzle-orm';

/**
 * The answer to 'Welcome to Cakeday!': a confirmed setup sets the time zone, send hour and whether
 * reminders are on (the rest of the reminder settings stay as they are); either way it is not asked again.
 */
export async function completeOnboarding(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  { userId, input: { setup } }: { userId: string; input: OnboardingInput },
) {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ settings: users.reminderSettings })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return;
    await tx
      .update(users)
      .set({
        hasCompletedOnboarding: true,
        ...(setup
          ? {
              timeZone: canonicalTimeZone(setup.timeZone),
              reminderSettings: { ...user.settings, sendHour: setup.sendHour, enabled: setup.enabled },
            }
          : {}),
      })
      .where(eq(users.id, userId));
  });
  // Other open tabs close their welcome too.
  await realtime.publish({ userId, topic: 'account' });
  if (setup) await realtime.publish({ userId, topic: 'reminders' });
  return { ok: true };
}
