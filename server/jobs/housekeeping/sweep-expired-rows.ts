import type { Db } from '@server/db/client';
import { botCheckUses, otpChallenges, sessions, webauthnChallenges } from '@server/db/schema';
import { CODE_REQUEST_RETENTION_HOURS, PASSKEY_SIGN_IN_WINDOW_MS } from '@shared/constants';
import { lt } from 'drizzle-orm';

/** Nothing swept here matters within the hour, so once an hour is enough. */
export const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes rows that can no longer matter, so they do not pile up: sign-in code requests (a phone
 * and an IP address each) once past every limit's window and kept no longer than the Privacy Policy
 * says; spent bot-check solutions past their expiry; sessions past theirs; passkey challenges once
 * they no longer count against their network. Each is one DELETE by time, so any number of
 * instances may sweep at once.
 */
export async function sweepExpiredRows(db: Db, now: Date) {
  const keptSince = new Date(now.getTime() - CODE_REQUEST_RETENTION_HOURS * 60 * 60_000);
  const codes = await db
    .delete(otpChallenges)
    .where(lt(otpChallenges.sentAt, keptSince))
    .returning({ id: otpChallenges.id });
  const botChecks = await db
    .delete(botCheckUses)
    .where(lt(botCheckUses.expiresAt, now))
    .returning({ id: botCheckUses.challengeId });
  const ended = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.tokenHash });
  const challenges = await db
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.expiresAt, new Date(now.getTime() - PASSKEY_SIGN_IN_WINDOW_MS)))
    .returning({ id: webauthnChallenges.challenge });
  return {
    codes: codes.length,
    botChecks: botChecks.length,
    sessions: ended.length,
    passkeyChallenges: challenges.length,
  };
}
