import { Webhook } from 'lucide-react';
import { useHookDestination } from '../api/hook-destinations';
import type { ChannelSettingProps, ReminderChannelUi } from './channel';
import { HookSetting } from './hook-setting';

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

export const webhookChannelUi: ReminderChannelUi = {
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
