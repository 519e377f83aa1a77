import type { ChannelSettingProps, ReminderChannelUi } from '@app/features/reminders/channel-kit/channel';
import { useHookDestination } from '@app/features/reminders/channel-kit/hook-destinations';
import { HookSetting } from '@app/features/reminders/channel-kit/hook-setting';
import { Radio } from 'lucide-react';
import { defineMessage, useIntl } from 'react-intl';

/** The channel's name (the delivery history); other files find it as `channel.ntfy.label`. */
const LABEL = defineMessage({ id: 'channel.ntfy.label', defaultMessage: 'ntfy' });

/** An example topic, the same in every language. */
const TOPIC_EXAMPLE = 'https://ntfy.sh/my-topic';

function NtfySetting(props: ChannelSettingProps) {
  const intl = useIntl();
  return (
    <HookSetting
      {...props}
      channel="ntfy"
      label={intl.formatMessage({ id: 'channel.ntfy.rowLabel', defaultMessage: 'ntfy notifications' })}
      icon={<Radio className="size-4 text-emerald-600" aria-hidden />}
      intro={intl.formatMessage({
        id: 'channel.ntfy.intro',
        defaultMessage: 'Push to your phone through ntfy.sh or your own ntfy server, free.',
      })}
      urlLabel={intl.formatMessage({ id: 'channel.ntfy.topicAddress', defaultMessage: 'Topic address' })}
      placeholder={TOPIC_EXAMPLE}
      withToken
    />
  );
}

export const channel: ReminderChannelUi = {
  label: LABEL.defaultMessage,
  icon: Radio,
  color: 'text-emerald-600',
  background: 'bg-ok-soft',
  Setting: NtfySetting,
  useReady: () => {
    const { data } = useHookDestination('ntfy');
    return Boolean(data) && data?.paused === null;
  },
};
