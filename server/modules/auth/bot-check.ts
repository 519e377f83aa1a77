import { botCheckUses } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Solution } from 'altcha-lib/types';
import { lt } from 'drizzle-orm';

const CHALLENGE_TTL_MS = 10 * 60_000;
// Cost × counter keeps solving under a second on a phone while still costing a bot real work.
const COST = 1000;

const failed = () => new AppError('bot_check_failed');

/** An ALTCHA proof-of-work challenge the sign-in modal solves invisibly. */
export async function createBotChallenge({ secrets, clock }: Pick<Deps, 'secrets' | 'clock'>) {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: COST,
    counter: randomInt(2000, 1000),
    deriveKey,
    hmacSignatureSecret: secrets.botCheck,
    expiresAt: new Date(clock.now().getTime() + CHALLENGE_TTL_MS),
  });
}

type Payload = { challenge: Challenge; solution: Solution };

/** Accepts a solved challenge once; a replayed or forged one is refused. */
export async function verifyBotCheck({ db, secrets, config, clock }: Deps, payload: string | undefined) {
  if (!config.botCheck) return;
  if (!payload) throw failed();
  let parsed: Payload;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
  } catch {
    throw failed();
  }
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: secrets.botCheck,
  }).catch(() => null);
  if (!result?.verified) throw failed();
  const now = clock.now();
  await db.delete(botCheckUses).where(lt(botCheckUses.expiresAt, now));
  const inserted = await db
    .insert(botCheckUses)
    .values({
      challengeId: parsed.challenge.parameters.nonce,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw failed();
}
