import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { emailCode, textCode } from '@server/modules/auth';
import type { Locale } from '@shared/i18n/locales';
import { eq } from 'drizzle-orm';

/**
 * Sends a sign-in code to the signed-in user's own phone, or to their email address when they have
 * no phone, so an old session can prove it is still its owner. The sign-in limits apply; the bot
 * check does not, as a session has passed it already.
 */
export async function sendReauthCode(
  deps: Deps,
  { userId, ip, locale }: { userId: string; ip: string; locale: Locale },
) {
  const [user] = await deps.db
    .select({ phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.phone) return textCode(deps, { phone: user.phone, ip, userId: null, locale });
  if (user?.email) return emailCode(deps, { email: user.email, ip, userId: null, locale });
  throw new AppError('no_code_address');
}
