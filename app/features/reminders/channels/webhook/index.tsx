import type { ChannelSettingProps, ReminderChannelUi } from '@app/features/reminders/channel-kit/channel';
import { useHookDestination } from '@app/features/reminders/channel-kit/hook-destinations';
import { HookSetting } from '@app/features/reminders/channel-kit/hook-setting';
import { Webhook } from 'lucide-react';

function WebhookSetting(props: ChannelSettingProps) {
  return (
    <HookSetting
      {...props}
      channel="webhook"
      label="Webhook"
      icon={<Webhook className="size-4 text-violet-600" aria-hidden />}
      intro="A signed JSON request to your own address, for Home Assistant, n8n or Zapier."
      urlLabel="Webhook address"
      placeholder="https://example.com/cakeday"
    />
  );
}

export const channel: ReminderChannelUi = {
  label: 'Webhook',
  icon: Webhook,
  color: 'text-violet-600',
  background: 'bg-accent-soft',
  Setting: WebhookSetting,
  useReady: () => {
    const { data } = useHookDestination('webhook');
    return Boolean(data) && data?.paused === null;
  },
};
