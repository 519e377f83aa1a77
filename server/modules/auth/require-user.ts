import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { SESSION_COOKIE, setSessionCookie } from '@server/lib/session-cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, type SessionUser } from './sessions';

/** The session of a signed-in request: which one (its token's SHA-256), when it began and expires. */
export type RequestSession = { tokenHash: string; createdAt: Date; expiresAt: Date };

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
    /** A deletion asks an old session to confirm again; an event stream ends with its session. */
    session?: RequestSession;
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
    request.session = found.session;
  };
}

/** The signed-in user of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized');
  return request.user;
}

/** The session of a route guarded by requireUser. */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (!request.session) throw new AppError('unauthorized');
  return request.session;
}
