import type { Config } from '../../env';
import { consoleSms } from './console-sms';
import type { SmsProvider } from './sms-provider';
import { twilioSms } from './twilio-sms';

export function createSmsProvider(config: Config['sms']): SmsProvider {
  return config.kind === 'twilio' ? twilioSms(config) : consoleSms();
}
export type { SmsProvider } from './sms-provider';
