import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { sendCountedSms } from '@server/modules/auth';
import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';

/** Texts the user's phone as a reminder would; it counts toward the SMS caps as a sign-in code does. */
export async function sendSmsTest(deps: Deps, { userId, ip }: { userId: string; ip: string }) {
  const [user] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  // An account signed up by email has no phone to text until its owner adds one.
  if (!user?.phone) throw new AppError('no_phone');
  await sendCountedSms(deps, { phone: user.phone, ip, body: MSG.smsTestBody });
}
