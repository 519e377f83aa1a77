import { usePausedChannel } from '@app/features/reminders/api/channel-status';
import type { ChannelSettingProps, ReminderChannelUi } from '@app/features/reminders/channel-kit/channel';
import { OwnChannelActions } from '@app/features/reminders/channel-kit/own-channel-actions';
import { CheckRow } from '@app/features/reminders/components/check-row';
import { MessageSquare } from 'lucide-react';
import { useSendSmsTest } from './api';

function SmsSetting({ id, form }: ChannelSettingProps) {
  const paused = usePausedChannel('sms');
  const test = useSendSmsTest();
  return (
    <div>
      <CheckRow
        id={id}
        label="SMS to my phone"
        icon={<MessageSquare className="size-4 text-accent" aria-hidden />}
        help={paused?.reason ?? 'Texts go to the phone number you signed in with.'}
        paused={paused !== null}
        inputProps={form.register('channels.sms')}
      />
      <OwnChannelActions
        channel="sms"
        paused={paused !== null}
        test={{ send: () => test.mutateAsync(), pending: test.isPending, sent: 'Test sent to your phone.' }}
      />
    </div>
  );
}

export const channel: ReminderChannelUi = {
  label: 'SMS',
  icon: MessageSquare,
  color: 'text-accent',
  background: 'bg-accent-soft',
  Setting: SmsSetting,
  useReady: () => usePausedChannel('sms') === null,
};
