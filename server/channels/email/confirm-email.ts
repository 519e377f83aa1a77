import { timingSafeEqual } from 'node:crypto';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { EMAIL_CODE_ATTEMPTS, emailDestinationConfig } from '@shared/channels/email/schema';
import { MSG } from '@shared/messages';
import { and, isNull, sql } from 'drizzle-orm';
import { codeHash } from './email-code';
import { d, emailRow, requireEmail, setEmailSwitch } from './email-destination';

/**
 * Checks the code the user typed. Each try is counted by the statement that reads the code, so
 * parallel guesses cannot pass the limit; a right code confirms the address and turns email on.
 */
export async function confirmEmail(
  deps: Pick<Deps, 'db' | 'clock' | 'channelClients'>,
  { userId, code }: { userId: string; code: string },
) {
  requireEmail(deps);
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(d)
    .set({
      config: sql`jsonb_set(${d.config}, '{codeAttempts}', to_jsonb((${d.config}->>'codeAttempts')::int + 1))`,
    })
    .where(and(emailRow(userId), isNull(d.confirmedAt), sql`${d.config}->>'codeHash' IS NOT NULL`))
    .returning({ config: d.config });
  if (!row) throw new AppError('no_pending_code', MSG.emailNoCode);
  const config = emailDestinationConfig.parse(row.config);
  if (config.codeAttempts > EMAIL_CODE_ATTEMPTS)
    throw new AppError('too_many_requests', MSG.emailTooManyAttempts);
  if (config.codeExpiresAt <= now.getTime()) throw new AppError('code_expired');
  const typed = codeHash(userId, config.address, code);
  const stored = Buffer.from(config.codeHash ?? '');
  if (stored.length !== typed.length || !timingSafeEqual(Buffer.from(typed), stored))
    throw new AppError('invalid_code');
  // Only the code just checked: an address saved meanwhile has a new code and stays unconfirmed.
  const confirmed = await deps.db
    .update(d)
    .set({ confirmedAt: now, config: sql`jsonb_set(${d.config}, '{codeHash}', 'null')`, updatedAt: now })
    .where(and(emailRow(userId), sql`${d.config}->>'codeHash' = ${typed}`))
    .returning({ userId: d.userId });
  if (confirmed.length === 0) throw new AppError('no_pending_code', MSG.emailNoCode);
  await setEmailSwitch(deps, userId, true);
  return { available: true, address: config.address, status: 'confirmed' as const, paused: null };
}
