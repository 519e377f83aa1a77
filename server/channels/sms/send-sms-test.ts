import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { speak } from '@server/lib/speak';
import { sendCountedSms } from '@server/modules/auth';
import type { Locale } from '@shared/i18n/locales';
import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';

/**
 * Texts the user's phone as a reminder would, in the request's language (the app sends its
 * reader's); it counts toward the SMS caps as a sign-in code does.
 */
export async function sendSmsTest(
  deps: Deps,
  { userId, ip, locale }: { userId: string; ip: string; locale: Locale },
) {
  const [user] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  // An account signed up by email has no phone to text until its owner adds one.
  if (!user?.phone) throw new AppError('no_phone');
  await sendCountedSms(deps, { phone: user.phone, ip, body: speak(locale, MSG.smsTestBody) });
}
