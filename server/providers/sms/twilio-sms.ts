import { DeliveryFailure } from '@server/lib/errors';
import { MSG } from '@shared/messages';
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

/**
 * Twilio's error numbers that say this number will never take our SMS: not a valid number (21211,
 * 21614 not a mobile), not reachable from our number or region (21408, 21612), or its owner replied
 * STOP (21610). Any other refusal (our credentials, our account, Twilio itself) is the operator's to
 * mend and is retried, so a fixed account still delivers the day's reminders.
 */
const NUMBER_REFUSED = new Set([21211, 21408, 21610, 21612, 21614]);

/** Twilio's REST protocol: form To, From, Body with Basic auth; 3 attempts, 1000 ms × attempt apart. */
export function twilioSms(options: TwilioOptions): SmsProvider {
  const sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const url = `${options.apiBase}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  /** 'sent', or why not: the status and Twilio's error number, never its text (it may repeat ours). */
  async function attempt(
    to: string,
    body: string,
  ): Promise<{ sent: true } | { retry: boolean; never: boolean; why: string; retryAfter: string | null }> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: options.from, Body: body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (res.ok) return { sent: true };
      const reply = (await res.json().catch(() => null)) as { code?: unknown } | null;
      const code = typeof reply?.code === 'number' ? reply.code : null;
      const why = `Twilio answered ${res.status}${code === null ? '' : ` (error ${code})`}`;
      // Throttling and server faults pass within this send; a refusal is not tried again now.
      return {
        retry: res.status === 429 || res.status >= 500,
        never: res.status < 500 && code !== null && NUMBER_REFUSED.has(code),
        why,
        retryAfter: res.headers.get('retry-after'),
      };
    } catch (err) {
      const why = `Twilio unreachable (${err instanceof Error ? err.name : 'error'})`;
      return { retry: true, never: false, why, retryAfter: null };
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
      for (let n = 1; n <= MAX_ATTEMPTS; n++) {
        const result = await attempt(to, body);
        if ('sent' in result) return;
        if (result.retry && n < MAX_ATTEMPTS) {
          await sleep(RETRY_DELAY_MS * n);
          continue;
        }
        const detail = `${result.why} after ${n} attempt(s)`;
        // A reminder's delivery tries a temporary failure again later the same day (transport.ts).
        if (result.never)
          throw new DeliveryFailure(MSG.smsNumberRefused, true, detail, null, 'sms_number_refused');
        throw new DeliveryFailure(MSG.failedSendSms, false, detail, result.retryAfter, 'sms_failed');
      }
      throw new DeliveryFailure(MSG.failedSendSms, false, 'no attempt made', null, 'sms_failed');
    },
  };
}
