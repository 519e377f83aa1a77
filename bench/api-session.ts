import { readFileSync } from 'node:fs';
import type { FakeTwilio } from '@test-support/fake-twilio';
import autocannon from 'autocannon';

/** Signs in through the API; returns the session cookie. */
export async function signIn(base: string, twilio: FakeTwilio, phone: string) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' };
  const sent = await fetch(`${base}/api/auth/send-code`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone }),
  });
  if (!sent.ok) throw new Error(`send-code: ${sent.status} ${await sent.text()}`);
  const { challengeId } = (await sent.json()) as { challengeId: string };
  const code = twilio.lastCode(phone);
  if (!code) throw new Error('No code reached the fake Twilio');
  const verified = await fetch(`${base}/api/auth/verify-code`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ challengeId, code }),
  });
  if (!verified.ok) throw new Error(`verify-code: ${verified.status} ${await verified.text()}`);
  const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('cakeday_session='));
  if (!cookie) throw new Error('No session cookie');
  const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
  return { name, value };
}

/** Creates the birthdays in parallel batches; each batch comes from its own address (rate limit). */
export async function seed(base: string, cookie: { name: string; value: string }, birthdays: object[]) {
  const batch = 50;
  for (let start = 0; start < birthdays.length; start += batch) {
    const ip = `10.98.${Math.floor(start / 25_000)}.${(start / batch) % 250}`;
    await Promise.all(
      birthdays.slice(start, start + batch).map(async (birthday) => {
        const res = await fetch(`${base}/api/birthdays`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `${cookie.name}=${cookie.value}`,
            'x-forwarded-for': ip,
          },
          body: JSON.stringify(birthday),
        });
        if (res.status !== 201) throw new Error(`POST /api/birthdays: ${res.status} ${await res.text()}`);
      }),
    );
  }
}

/** One of the bench's varied birthdays (names with diacritics, notes, phone numbers, interests). */
export function birthday(i: number) {
  return {
    name: `Friend ${i} ${'Ääkkönen Łukasz'.slice(0, i % 15)}`,
    date: `${i % 3 ? 1950 + (i % 60) : '-'}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    category: ['family', 'friends', 'work'][i % 3],
    notes: i % 2 ? 'Likes long walks, strong coffee and surprise parties; remember the gift list.' : '',
    phoneNumber: i % 2 ? `20155${String(10000 + i).slice(-5)}` : null,
    interests: ['books', 'hiking', 'jazz'].slice(0, i % 4),
  };
}

/** CPU time (user + system) the process has used, in ms: unlike req/s, barely moved by other load. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

let address = 0;
/** A new source address per request: 10.a.b.c, never the same twice within a round. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};
let created = 0;

export type Figures = {
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  cpuMsPerRequest: number;
  clientCpuMsPerRequest: number;
};

/**
 * autocannon on one route of the app process `pid` for `seconds`: GET as given, POST with a new
 * birthday each time; every request from its own address (X-Forwarded-For, TRUST_PROXY=1), so the
 * per-IP limits are exercised but never trip.
 */
export async function loadRoute({
  url,
  pid,
  method,
  headers,
  route,
  seconds,
  connections,
}: {
  url: string;
  pid: number;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  route: string;
  seconds: number;
  connections: number;
}): Promise<Figures> {
  const cpuBefore = cpuMs(pid);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method,
        path: route,
        setupRequest: (req) => {
          created += 1;
          const body =
            method === 'POST'
              ? JSON.stringify({
                  name: `Load ${created}`,
                  date: `--0${1 + (created % 9)}-1${created % 10}`,
                })
              : undefined;
          return {
            ...req,
            headers: {
              ...headers,
              ...(body ? { 'content-type': 'application/json' } : {}),
              'x-forwarded-for': nextAddress(),
            },
            ...(body ? { body } : {}),
          };
        },
      },
    ],
  });
  const client = process.cpuUsage(clientBefore);
  const perRequest = (ms: number) => +(ms / Math.max(1, result.requests.total)).toFixed(3);
  return {
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: perRequest(cpuMs(pid) - cpuBefore),
    clientCpuMsPerRequest: perRequest((client.user + client.system) / 1000),
  };
}
