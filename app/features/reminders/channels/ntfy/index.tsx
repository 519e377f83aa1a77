import type { ChannelSettingProps, ReminderChannelUi } from '@app/features/reminders/channel-kit/channel';
import { useHookDestination } from '@app/features/reminders/channel-kit/hook-destinations';
import { HookSetting } from '@app/features/reminders/channel-kit/hook-setting';
import { Radio } from 'lucide-react';

function NtfySetting(props: ChannelSettingProps) {
  return (
    <HookSetting
      {...props}
      channel="ntfy"
      label="ntfy notifications"
      icon={<Radio className="size-4 text-emerald-600" aria-hidden />}
      intro="Push to your phone through ntfy.sh or your own ntfy server, free."
      urlLabel="Topic address"
      placeholder="https://ntfy.sh/my-topic"
      withToken
    />
  );
}

export const channel: ReminderChannelUi = {
  label: 'ntfy',
  icon: Radio,
  color: 'text-emerald-600',
  background: 'bg-ok-soft',
  Setting: NtfySetting,
  useReady: () => {
    const { data } = useHookDestination('ntfy');
    return Boolean(data) && data?.paused === null;
  },
};
