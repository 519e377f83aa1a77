import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { SESSION_COOKIE, setSessionCookie } from '../../lib/session-cookie';
import { authenticate, type SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
    /** When this session signed in; a deletion asks an old session to confirm again. */
    sessionCreatedAt?: Date;
  }
}

/** preHandler for every signed-in route: 'Must be logged in' (401) without a live session. */
export function requireUser(deps: Deps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    const found = token ? await authenticate(deps, token) : null;
    if (!found) throw new AppError('unauthorized');
    if (found.renewed) setSessionCookie(reply, deps.config, token!);
    request.user = found.user;
    request.sessionCreatedAt = found.sessionCreatedAt;
  };
}

/** The signed-in user of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized');
  return request.user;
}
