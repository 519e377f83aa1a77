import { Radio } from 'lucide-react';
import { useHookDestination } from '../api/hook-destinations';
import type { ChannelSettingProps, ReminderChannelUi } from './channel';
import { HookSetting } from './hook-setting';

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

export const ntfyChannelUi: ReminderChannelUi = {
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
