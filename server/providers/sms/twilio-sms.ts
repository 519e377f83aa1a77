import { MSG } from '../../../shared/messages';
import { AppError } from '../../lib/errors';
import { checkSms, type SmsProvider } from './sms-provider';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
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

  async function attempt(to: string, body: string): Promise<'sent' | 'retry' | string> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: options.from, Body: body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (res.ok) return 'sent';
      const text = await res.text().catch(() => '');
      // Throttling and server faults pass; any other refusal (bad number, bad credentials) will not.
      if (res.status === 429 || res.status >= 500) return 'retry';
      return `status ${res.status}: ${text.slice(0, 200)}`;
    } catch {
      return 'retry';
    }
  }

  return {
    kind: 'twilio',
    async send(message) {
      const { to, body } = checkSms(message);
      for (let n = 1; n <= MAX_ATTEMPTS; n++) {
        const result = await attempt(to, body);
        if (result === 'sent') return;
        if (result !== 'retry') throw new AppError('sms_failed', MSG.failedSendSms, 502);
        if (n < MAX_ATTEMPTS) await sleep(RETRY_DELAY_MS * n);
      }
      throw new AppError('sms_failed', MSG.failedSendSms, 502);
    },
  };
}
