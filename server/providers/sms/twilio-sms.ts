import { AppError } from '@server/lib/errors';
import type { SmsCountries } from './sms-destination';
import { checkSms, type SmsProvider } from './sms-provider';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
  /** SMS_COUNTRIES: null for every country. */
  countries?: SmsCountries;
  /** Waits between attempts; tests pass a faster one. */
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
};

const MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

/** Twilio's REST protocol: form To, From, Body with Basic auth; 3 attempts, 1000 ms × attempt apart. */
export function twilioSms(options: TwilioOptions): SmsProvider {
  const sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const url = `${options.apiBase}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  /** 'sent', or why not: the status and Twilio's error number, never its text (it may repeat ours). */
  async function attempt(
    to: string,
    body: string,
  ): Promise<{ sent: true } | { retry: boolean; why: string }> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: options.from, Body: body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (res.ok) return { sent: true };
      const reply = (await res.json().catch(() => null)) as { code?: unknown } | null;
      const why = `Twilio answered ${res.status}${typeof reply?.code === 'number' ? ` (error ${reply.code})` : ''}`;
      // Throttling and server faults pass; any other refusal (bad number, bad credentials) will not.
      return { retry: res.status === 429 || res.status >= 500, why };
    } catch (err) {
      return { retry: true, why: `Twilio unreachable (${err instanceof Error ? err.name : 'error'})` };
    }
  }

  type Listed = { to?: string; body?: string; date_created?: string; status?: string };

  /** Twilio's Messages list, filtered by recipient and day; null when it does not answer. */
  async function listSince(to: string, since: Date): Promise<Listed[] | null> {
    const query = new URLSearchParams({
      To: to,
      'DateSent>': since.toISOString().slice(0, 10),
      PageSize: '100',
    });
    try {
      const res = await fetch(`${url}?${query}`, {
        headers: { authorization: auth },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) return null;
      const page = (await res.json()) as { messages?: Listed[] };
      return Array.isArray(page.messages) ? page.messages : null;
    } catch {
      return null;
    }
  }

  return {
    kind: 'twilio',
    async wasSent(message, since) {
      const { to, body } = checkSms(message, options.countries ?? null);
      const listed = await listSince(to, since);
      if (!listed) return null;
      return listed.some(
        (m) =>
          m.to === to &&
          m.body === body &&
          m.status !== 'failed' &&
          m.status !== 'undelivered' &&
          Date.parse(m.date_created ?? '') >= since.getTime() - 1000,
      );
    },
    async send(message) {
      const { to, body } = checkSms(message, options.countries ?? null);
      const failed = (why: string) => new AppError('sms_failed', { detail: why });
      for (let n = 1; n <= MAX_ATTEMPTS; n++) {
        const result = await attempt(to, body);
        if ('sent' in result) return;
        if (!result.retry || n === MAX_ATTEMPTS) throw failed(`${result.why} after ${n} attempt(s)`);
        await sleep(RETRY_DELAY_MS * n);
      }
      throw failed('no attempt made');
    },
  };
}
