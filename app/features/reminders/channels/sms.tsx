import { MessageSquare } from 'lucide-react';
import { CheckRow } from '../components/check-row';
import type { ChannelSettingProps, ReminderChannelUi } from './channel';

function SmsSetting({ id, form }: ChannelSettingProps) {
  return (
    <CheckRow
      id={id}
      label="SMS to my phone"
      icon={<MessageSquare className="size-4 text-accent" aria-hidden />}
      help="Texts go to the phone number you signed in with."
      inputProps={form.register('channels.sms')}
    />
  );
}

export const smsChannelUi: ReminderChannelUi = {
  label: 'SMS',
  icon: MessageSquare,
  color: 'text-accent',
  background: 'bg-accent-soft',
  Setting: SmsSetting,
};
