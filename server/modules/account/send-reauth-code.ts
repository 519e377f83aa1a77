import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { sendCode } from '@server/modules/auth';
import { eq } from 'drizzle-orm';

/**
 * Texts a sign-in code to the signed-in user's own phone, so an old session can prove it is still
 * its owner. The sign-in limits apply; the bot check does not, as a session has passed it already.
 */
export async function sendReauthCode(deps: Deps, { userId, ip }: { userId: string; ip: string }) {
  const [user] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return sendCode({ ...deps, config: { ...deps.config, botCheck: false } }, { phone: user!.phone, ip });
}
