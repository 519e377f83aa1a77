import type { ChannelSettingProps, ReminderChannelUi } from '@app/features/reminders/channel-kit/channel';
import { useHookDestination } from '@app/features/reminders/channel-kit/hook-destinations';
import { HookSetting } from '@app/features/reminders/channel-kit/hook-setting';
import { Webhook } from 'lucide-react';
import { defineMessage, useIntl } from 'react-intl';

/** The channel's name (its row, the delivery history); other files find it as `channel.webhook.label`. */
const LABEL = defineMessage({ id: 'channel.webhook.label', defaultMessage: 'Webhook' });

/** An example address, the same in every language. */
const URL_EXAMPLE = 'https://example.com/cakeday';

function WebhookSetting(props: ChannelSettingProps) {
  const intl = useIntl();
  return (
    <HookSetting
      {...props}
      channel="webhook"
      label={intl.formatMessage(LABEL)}
      icon={<Webhook className="size-4 text-violet-600" aria-hidden />}
      intro={intl.formatMessage({
        id: 'channel.webhook.intro',
        defaultMessage: 'A signed JSON request to your own address, for Home Assistant, n8n or Zapier.',
      })}
      urlLabel={intl.formatMessage({ id: 'channel.webhook.address', defaultMessage: 'Webhook address' })}
      placeholder={URL_EXAMPLE}
    />
  );
}

export const channel: ReminderChannelUi = {
  label: LABEL.defaultMessage,
  icon: Webhook,
  color: 'text-violet-600',
  background: 'bg-accent-soft',
  Setting: WebhookSetting,
  useReady: () => {
    const { data } = useHookDestination('webhook');
    return Boolean(data) && data?.paused === null;
  },
};
