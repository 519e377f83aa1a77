import type { Config } from '@server/env';
import { consoleSms } from './console-sms';
import type { SmsCountries } from './sms-destination';
import type { SmsProvider } from './sms-provider';
import { twilioSms } from './twilio-sms';

export function createSmsProvider(config: Config['sms'], countries: SmsCountries): SmsProvider {
  return config.kind === 'twilio' ? twilioSms({ ...config, countries }) : consoleSms(countries);
}
export type { SmsProvider } from './sms-provider';
