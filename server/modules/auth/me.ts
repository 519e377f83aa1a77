import type { Config } from '@server/env';
import { setSessionCookie } from '@server/lib/session-cookie';
import type { Me } from '@shared/schemas/auth';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from './sessions';

export const toMe = (user: SessionUser): Me => ({
  id: user.id,
  phone: user.phone,
  email: user.email,
  timeZone: user.timeZone,
  createdAt: user.createdAt.getTime(),
  hasCompletedOnboarding: user.hasCompletedOnboarding,
  locale: user.locale,
});

/** What every way of signing in answers with: the new session's cookie, and who signed in. */
export function signedInAs(
  reply: FastifyReply,
  config: Config,
  { user, token }: { user: SessionUser; token: string },
) {
  setSessionCookie(reply, config, token);
  return toMe(user);
}
