import { SESSION_COOKIE } from '@server/lib/session-cookie';
import type { TestServer } from '@server/test/harness';
import { channelsOn } from '@shared/reminder-channels';

/**
 * Routes anyone may call without a session. Every other /api route must answer 401 to a visitor:
 * a route added without its guard fails the authorization matrix until it is listed here on purpose.
 */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/auth/bot-challenge',
  'POST /api/auth/send-code',
  // Sign-in by email (issue 37): whether it is offered, and a code to an address, as for a phone.
  'GET /api/auth/options',
  'POST /api/auth/send-email-code',
  'POST /api/auth/verify-code',
  'GET /api/auth/me',
  'POST /api/auth/sign-out',
  // A passkey sign-in: a challenge for anyone, and the signed answer that opens a session.
  'POST /api/passkeys/sign-in-options',
  'POST /api/passkeys/sign-in',
  'GET /api/push/public-key',
  // Whether the Google Calendar flow is configured (its public client id); no user data.
  'GET /api/calendar/config',
  // RFC 8058 one-click unsubscribe: a mail provider's server calls it with the user's token, no session.
  'GET /api/email/unsubscribe',
  'POST /api/email/unsubscribe',
  // Telegram's servers post the bot's updates here; the secret header they send is the authority.
  'POST /api/telegram/updates',
]);

/**
 * Routes that send to a remote service now, on the user's request ("Send a test" by push): when
 * that service cannot be reached (no network here) they say so with 502, which is not a fault of ours.
 */
const REMOTE_ROUTES = new Set(['POST /api/channel-status/push/test']);

/** A status that shows a fault of ours: any 5xx, but a remote route's 502. */
export const isServerFault = (key: string, status: number) =>
  status >= 500 && !(status === 502 && REMOTE_ROUTES.has(key));

/** Streams never end, so inject() cannot wait for them; the events suite covers their scoping. */
export const STREAMS = new Set(['GET /api/events']);

/** One body with a plausible value for every field our schemas know; zod drops what a route does not use. */
export const PLAUSIBLE_BODY = {
  name: 'Mallory',
  date: '1990-04-05',
  category: 'family',
  notes: 'note',
  interests: ['Chess'],
  reminders: [{ type: 'day', enabled: true }],
  recipientId: 'ABCDEFGHJK',
  categories: ['family'],
  phone: '+12015550177',
  email: 'mallory@example.com',
  challengeId: 'x',
  code: '123456',
  timeZone: 'UTC',
  endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
  keys: { p256dh: 'BPublicKey', auth: 'authSecret' },
  enabled: true,
  types: { week: true, day: true, today: true },
  channels: channelsOn('sms'),
  sendHour: 9,
};

export type Route = { method: string; url: string; key: string };

/** Every /api route of the running app (the app's own table), HEAD aside. */
export function apiRoutes(server: TestServer): Route[] {
  return server.app.routeTable
    .filter((r) => r.url.startsWith('/api/'))
    .map((r) => ({ method: r.method, url: r.url, key: `${r.method} ${r.url}` }));
}

/** The route's URL with each :param replaced. */
export const fillParams = (url: string, value: (name: string) => string) =>
  url.replace(/:(\w+)/g, (_, name: string) => value(name));

export const cookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;
