import { otpChallenges } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError, DeliveryFailure } from '@server/lib/errors';
import { newId, randomDigits } from '@server/lib/ids';
import { type SmsCountries, smsCountryOf } from '@server/providers/sms/sms-destination';
import { CODE_LENGTH, CODE_RESEND_THROTTLE_MS, CODE_TTL_MS, CODES_PER_IP_PER_HOUR } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { SendCodeResult } from '@shared/schemas/auth';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { verifyBotCheck } from './bot-check';
import { hashCode } from './code-hash';

const HOUR_MS = 60 * 60_000;
// Any fixed number: every instance on one database takes the same lock to count and insert.
const SEND_CODE_LOCK = 7_202_612;

/** The code hash of a text that carries no code (a test): no code hashes to it. */
const NO_CODE = '';

type NewChallenge = typeof otpChallenges.$inferInsert & { sentAt: Date; phone: string };

/** Whole minutes until a send made at `first` drops out of the last hour. */
const minutesAfterHour = (first: Date | null, now: Date) =>
  Math.max(1, Math.ceil(((first?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime()) / 60_000));

/**
 * Checks every limit and inserts the challenge under one advisory lock, so 20 requests at once,
 * on any number of instances, count each other: one code per phone per 60 s, 10 per IP per hour,
 * and the hourly SMS caps overall and per country.
 */
async function reserveChallenge({ db, config }: Deps, row: NewChallenge) {
  const now = row.sentAt;
  const { perHour, perCountryPerHour } = config.smsLimits;
  const col = otpChallenges;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEND_CODE_LOCK})`);
    const firstSent = (where: ReturnType<typeof sql>) =>
      sql`min(${col.sentAt}) filter (where ${where})`.mapWith(col.sentAt);
    const counted = (where: ReturnType<typeof sql>) => sql`count(*) filter (where ${where})`.mapWith(Number);
    const [seen] = await tx
      .select({
        // Codes and tests each wait 60 s for their own kind: a test right after sign-in still goes.
        lastForPhone:
          sql`max(${col.sentAt}) filter (where ${col.phone} = ${row.phone} and (${col.codeHash} = ${NO_CODE}) = ${row.codeHash === NO_CODE})`.mapWith(
            col.sentAt,
          ),
        fromIp: counted(sql`${col.ip} = ${row.ip}`),
        firstFromIp: firstSent(sql`${col.ip} = ${row.ip}`),
        fromCountry: counted(sql`${col.country} = ${row.country}`),
        firstFromCountry: firstSent(sql`${col.country} = ${row.country}`),
        total: sql`count(*)`.mapWith(Number),
        first: sql`min(${col.sentAt})`.mapWith(col.sentAt),
      })
      .from(col)
      .where(gt(col.sentAt, new Date(now.getTime() - HOUR_MS)));
    const last = seen?.lastForPhone;
    const waitMs = last ? last.getTime() + CODE_RESEND_THROTTLE_MS - now.getTime() : 0;
    if (waitMs > 0) throw new AppError('too_many_requests', MSG.waitSeconds(Math.ceil(waitMs / 1000)));
    if ((seen?.fromIp ?? 0) >= CODES_PER_IP_PER_HOUR) {
      throw new AppError('too_many_requests', MSG.ipCodeLimit(minutesAfterHour(seen!.firstFromIp, now)));
    }
    if ((seen?.total ?? 0) >= perHour)
      throw new AppError('too_many_requests', MSG.smsBusy(minutesAfterHour(seen!.first, now)));
    if ((seen?.fromCountry ?? 0) >= perCountryPerHour) {
      throw new AppError('too_many_requests', MSG.smsBusy(minutesAfterHour(seen!.firstFromCountry, now)));
    }
    await tx.insert(col).values(row);
  });
}

/** The phone's country; a number only the full metadata knows to be unreal gets the form's own words. */
function signInCountry(phone: string, countries: SmsCountries) {
  try {
    return smsCountryOf(phone, countries);
  } catch (err) {
    if (err instanceof AppError && err.code === 'sms_invalid') {
      throw new AppError('validation', MSG.invalidPhone, { field: 'phone' });
    }
    throw err;
  }
}

/** Texts `body` once the caps allow it; a text that never left must not hold back the next try for a minute. */
async function sendCounted(deps: Deps, challenge: NewChallenge, body: string) {
  await reserveChallenge(deps, challenge);
  try {
    await deps.sms.send({ to: challenge.phone, body });
  } catch (err) {
    await deps.db.delete(otpChallenges).where(eq(otpChallenges.id, challenge.id));
    throw err;
  }
}

/**
 * Texts the user's own phone outside sign-in (Reminder Settings' "Send a test"), counted toward the
 * same caps as the codes: 60 s between tests to a phone, and the hourly limits per network, country and overall.
 * Its row holds no code (a used-up challenge), so it signs nobody in.
 */
export async function sendCountedSms(
  deps: Deps,
  { phone, ip, body }: { phone: string; ip: string; body: string },
) {
  const now = deps.clock.now();
  await sendCounted(
    deps,
    {
      id: newId(),
      phone,
      ip,
      country: smsCountryOf(phone, deps.config.smsLimits.countries),
      codeHash: NO_CODE,
      sentAt: now,
      expiresAt: now,
      consumedAt: now,
    },
    body,
  );
}

/** Texts a new 6-digit code to the phone; earlier codes for that phone stop working. */
export async function sendCode(
  deps: Deps,
  { phone, altcha, ip }: { phone: string; altcha?: string | undefined; ip: string },
): Promise<SendCodeResult> {
  const { db, clock, config } = deps;
  const country = signInCountry(phone, config.smsLimits.countries);
  await verifyBotCheck(deps, altcha);

  const now = clock.now();
  const id = newId();
  const code = randomDigits(CODE_LENGTH);
  const challenge = {
    id,
    phone,
    ip,
    country,
    codeHash: hashCode(id, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  };
  try {
    await sendCounted(deps, challenge, `Your Cakeday code is ${code}. It expires in 10 minutes.`);
  } catch (err) {
    // Sign-in keeps the spec's one sentence; the reasons are for the reminders' history.
    throw err instanceof DeliveryFailure ? new AppError('sms_failed', { detail: err.detail }) : err;
  }
  await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt), ne(otpChallenges.id, id)));
  return { challengeId: id, phone, resendAfterSeconds: CODE_RESEND_THROTTLE_MS / 1000 };
}
