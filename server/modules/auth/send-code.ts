import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  CODE_LENGTH,
  CODE_RESEND_THROTTLE_MS,
  CODE_TTL_MS,
  CODES_PER_IP_PER_HOUR,
} from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import type { SendCodeResult } from '../../../shared/schemas/auth';
import { otpChallenges } from '../../db/schema';
import type { Deps } from '../../deps';
import { tooMany } from '../../lib/errors';
import { newId, randomDigits } from '../../lib/ids';
import { verifyBotCheck } from './bot-check';
import { hashCode } from './code-hash';

const HOUR_MS = 60 * 60_000;

/** Texts a new 6-digit code to the phone; earlier codes for that phone stop working. */
export async function sendCode(
  deps: Deps,
  { phone, altcha, ip }: { phone: string; altcha?: string | undefined; ip: string },
): Promise<SendCodeResult> {
  const { db, clock, sms } = deps;
  const now = clock.now();

  const [last] = await db
    .select({ sentAt: otpChallenges.sentAt })
    .from(otpChallenges)
    .where(eq(otpChallenges.phone, phone))
    .orderBy(desc(otpChallenges.sentAt))
    .limit(1);
  const waitMs = last ? last.sentAt.getTime() + CODE_RESEND_THROTTLE_MS - now.getTime() : 0;
  if (waitMs > 0) throw tooMany(MSG.waitSeconds(Math.ceil(waitMs / 1000)));

  const [fromIp] = await db
    .select({ n: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.ip, ip), gt(otpChallenges.sentAt, new Date(now.getTime() - HOUR_MS))));
  if ((fromIp?.n ?? 0) >= CODES_PER_IP_PER_HOUR) throw tooMany(MSG.tooManyAttempts);

  await verifyBotCheck(deps, altcha);

  const id = newId();
  const code = randomDigits(CODE_LENGTH);
  await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)));
  await db.insert(otpChallenges).values({
    id,
    phone,
    ip,
    codeHash: hashCode(id, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  try {
    await sms.send({ to: phone, body: `Your Cakeday code is ${code}. It expires in 10 minutes.` });
  } catch (err) {
    // A code that never left must not hold back the next try for a minute.
    await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
    throw err;
  }
  return { challengeId: id, phone, resendAfterSeconds: CODE_RESEND_THROTTLE_MS / 1000 };
}
