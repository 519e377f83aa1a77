import { otpChallenges } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { Mailer } from '@server/lib/email-message';
import { AppError, DeliveryFailure } from '@server/lib/errors';
import { newId, randomDigits } from '@server/lib/ids';
import { speak } from '@server/lib/speak';
import { type SmsCountries, smsCountryOf } from '@server/providers/sms/sms-destination';
import { CODE_LENGTH, CODE_TTL_MS, CODES_PER_IP_PER_HOUR } from '@shared/constants';
import type { Locale } from '@shared/i18n/locales';
import { MSG } from '@shared/messages';
import type { SendCodeResult, SendEmailCodeResult } from '@shared/schemas/auth';
import { and, eq, gt, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { verifyBotCheck } from './bot-check';
import { hashCode } from './code-hash';
import { availableMailer, codeEmail } from './sign-in-mail';

const HOUR_MS = 60 * 60_000;
// Any fixed number: every instance on one database takes the same lock to count and insert.
const SEND_CODE_LOCK = 7_202_612;

/** The code hash of a text that carries no code (a test): no code hashes to it. */
const NO_CODE = '';

/** Where a code goes: a phone by SMS (its country has an hourly cap of its own) or an email address. */
type Destination = { phone: string; country: string } | { email: string };

/**
 * Who asks: the client's address, the signed-in account adding a phone or address (null to sign in),
 * and the language the code's text is written in (the request's).
 */
type Requester = { ip: string; userId: string | null; locale: Locale };

type NewChallenge = typeof otpChallenges.$inferInsert & { sentAt: Date };

const col = otpChallenges;

/** The challenges sent to the same phone or address. */
const sentTo = (to: Destination): SQL =>
  'phone' in to ? sql`${col.phone} = ${to.phone}` : sql`${col.email} = ${to.email}`;

/** Whole minutes until a send made at `first` drops out of the last hour. */
const minutesAfterHour = (first: Date | null, now: Date) =>
  Math.max(1, Math.ceil(((first?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime()) / 60_000));

/**
 * Checks every limit and inserts the challenge under one advisory lock, so 20 requests at once,
 * on any number of instances, count each other: one code per phone or address per 60 s, 10 per IP
 * per hour (texts and emails alike), the hourly SMS caps overall and per country, and the hourly
 * cap of sign-in emails.
 */
async function reserveChallenge({ db, config }: Deps, to: Destination, row: NewChallenge) {
  const now = row.sentAt;
  const { perHour, perCountryPerHour } = config.smsLimits;
  const bySms = 'phone' in to;
  // Emails have no country: their count by country goes unread.
  const country = bySms ? to.country : '';
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEND_CODE_LOCK})`);
    const firstSent = (where: SQL) => sql`min(${col.sentAt}) filter (where ${where})`.mapWith(col.sentAt);
    const counted = (where: SQL) => sql`count(*) filter (where ${where})`.mapWith(Number);
    const ofKind = bySms ? isNotNull(col.phone) : isNotNull(col.email);
    const [seen] = await tx
      .select({
        // Codes and tests each wait 60 s for their own kind: a test right after sign-in still goes.
        lastForDestination:
          sql`max(${col.sentAt}) filter (where ${sentTo(to)} and (${col.codeHash} = ${NO_CODE}) = ${row.codeHash === NO_CODE})`.mapWith(
            col.sentAt,
          ),
        fromIp: counted(sql`${col.ip} = ${row.ip}`),
        firstFromIp: firstSent(sql`${col.ip} = ${row.ip}`),
        fromCountry: counted(sql`${col.country} = ${country}`),
        firstFromCountry: firstSent(sql`${col.country} = ${country}`),
        ofKind: counted(ofKind),
        firstOfKind: firstSent(ofKind),
      })
      .from(col)
      .where(gt(col.sentAt, new Date(now.getTime() - HOUR_MS)));
    const last = seen?.lastForDestination;
    const waitMs = last ? last.getTime() + config.codeResendMs - now.getTime() : 0;
    if (waitMs > 0) throw new AppError('too_many_requests', MSG.waitSeconds(Math.ceil(waitMs / 1000)));
    if ((seen?.fromIp ?? 0) >= CODES_PER_IP_PER_HOUR) {
      throw new AppError('too_many_requests', MSG.ipCodeLimit(minutesAfterHour(seen!.firstFromIp, now)));
    }
    if ((seen?.ofKind ?? 0) >= (bySms ? perHour : config.emailCodesPerHour))
      throw new AppError('too_many_requests', MSG.codesBusy(minutesAfterHour(seen!.firstOfKind, now)));
    if (bySms && (seen?.fromCountry ?? 0) >= perCountryPerHour) {
      throw new AppError('too_many_requests', MSG.codesBusy(minutesAfterHour(seen!.firstFromCountry, now)));
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

/** Sends once the caps allow it; a message that never left must not hold back the next try for a minute. */
async function sendCounted(deps: Deps, to: Destination, row: NewChallenge, send: () => Promise<void>) {
  await reserveChallenge(deps, to, row);
  try {
    await send();
  } catch (err) {
    await deps.db.delete(col).where(eq(col.id, row.id));
    throw err;
  }
}

/**
 * Sends a new 6-digit code to the phone or address; earlier codes sent there stop working. `send`
 * gets the code and the challenge's id (an email's Message-ID).
 */
async function sendNewCode(
  deps: Deps,
  to: Destination,
  { ip, userId }: Omit<Requester, 'locale'>,
  send: (code: string, challengeId: string) => Promise<void>,
) {
  const now = deps.clock.now();
  const id = newId();
  const code = randomDigits(CODE_LENGTH);
  const row = {
    ...to,
    id,
    ip,
    userId,
    codeHash: hashCode(id, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  };
  await sendCounted(deps, to, row, () => send(code, id));
  await deps.db
    .update(col)
    .set({ consumedAt: now })
    .where(and(sentTo(to), isNull(col.consumedAt), ne(col.id, id)));
  return id;
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
  const to = { phone, country: smsCountryOf(phone, deps.config.smsLimits.countries) };
  const row = { ...to, id: newId(), ip, codeHash: NO_CODE, sentAt: now, expiresAt: now, consumedAt: now };
  await sendCounted(deps, to, row, () => deps.sms.send({ to: phone, body }));
}

/** Texts a new code to the phone; sign-in's own sentence when the SMS cannot leave. */
const textNewCode = (deps: Deps, to: { phone: string; country: string }, requester: Requester) =>
  sendNewCode(deps, to, requester, async (code) => {
    try {
      await deps.sms.send({ to: to.phone, body: speak(requester.locale, MSG.signInSms(code)) });
    } catch (err) {
      // Sign-in keeps the spec's one sentence; the reasons are for the reminders' history.
      throw err instanceof DeliveryFailure ? new AppError('sms_failed', { detail: err.detail }) : err;
    }
  });

const emailNewCode = (deps: Deps, mailer: Mailer, email: string, requester: Requester) =>
  sendNewCode(deps, { email }, requester, (code, challengeId) =>
    mailer.send(codeEmail(mailer, { to: email, code, challengeId, locale: requester.locale })),
  );

const sentCode = <To>({ config }: Deps, challengeId: string, to: To) => ({
  challengeId,
  ...to,
  resendAfterSeconds: config.codeResendMs / 1000,
});

/**
 * Texts a new 6-digit code to the phone with no bot check: a signed-in caller (the account's
 * re-confirmation, a phone being added) passed one to sign in, and the caps hold all the same.
 */
export async function textCode(
  deps: Deps,
  { phone, ...requester }: { phone: string } & Requester,
): Promise<SendCodeResult> {
  const to = { phone, country: signInCountry(phone, deps.config.smsLimits.countries) };
  return sentCode(deps, await textNewCode(deps, to, requester), { phone });
}

/** Emails a new 6-digit code to the address with no bot check (as textCode). */
export async function emailCode(
  deps: Deps,
  { email, ...requester }: { email: string } & Requester,
): Promise<SendEmailCodeResult> {
  return sentCode(deps, await emailNewCode(deps, availableMailer(deps), email, requester), { email });
}

/** Sign-in: texts a new 6-digit code to the phone once the bot check passes. */
export async function sendCode(
  deps: Deps,
  { phone, altcha, ip, locale }: { phone: string; altcha?: string | undefined; ip: string; locale: Locale },
): Promise<SendCodeResult> {
  // A phone the server will not text is refused before the visitor's proof of work is spent.
  const to = { phone, country: signInCountry(phone, deps.config.smsLimits.countries) };
  await verifyBotCheck(deps, altcha);
  return sentCode(deps, await textNewCode(deps, to, { ip, userId: null, locale }), { phone });
}

/**
 * Sign-in: emails a new 6-digit code once the bot check passes. It answers alike whether the address
 * has an account or not: the account is found or made only when the code comes back.
 */
export async function sendEmailCode(
  deps: Deps,
  { email, altcha, ip, locale }: { email: string; altcha?: string | undefined; ip: string; locale: Locale },
): Promise<SendEmailCodeResult> {
  const mailer = availableMailer(deps);
  await verifyBotCheck(deps, altcha);
  return sentCode(deps, await emailNewCode(deps, mailer, email, { ip, userId: null, locale }), { email });
}
