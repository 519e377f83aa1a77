import type { SmsCountries } from './sms-destination';
import { checkSms, type SmsProvider } from './sms-provider';

/** Prints each SMS (sign-in codes too) so a new user can sign in without an SMS account. */
export function consoleSms(
  countries: SmsCountries = null,
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): SmsProvider {
  return {
    kind: 'console',
    async send(message) {
      const { to, body } = checkSms(message, countries);
      write(`[sms] to ${to}: ${body}`);
    },
    // The console keeps no record.
    wasSent: async () => null,
  };
}
