import { usePausedChannel } from '@app/features/reminders/api/channel-status';
import type { ChannelSettingProps, ReminderChannelUi } from '@app/features/reminders/channel-kit/channel';
import { OwnChannelActions } from '@app/features/reminders/channel-kit/own-channel-actions';
import { CheckRow } from '@app/features/reminders/components/check-row';
import { useSpecText } from '@app/i18n/spec-text';
import { useMe } from '@app/lib/session';
import { MSG } from '@shared/messages';
import { MessageSquare } from 'lucide-react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSendSmsTest } from './api';

/** The channel's name (the delivery history); other files find it as `channel.sms.label`. */
const LABEL = defineMessage({ id: 'channel.sms.label', defaultMessage: 'SMS' });

/** An account made by email has no phone to text until its owner adds one in Sign-in methods. */
const useWithoutPhone = () => useMe()?.phone === null;

function SmsSetting({ id, form }: ChannelSettingProps) {
  const intl = useIntl();
  const spec = useSpecText();
  const paused = usePausedChannel('sms');
  const test = useSendSmsTest();
  // An account without a phone: the row says how to add one instead of failing.
  const withoutPhone = useWithoutPhone();
  return (
    <div>
      <CheckRow
        id={id}
        label={intl.formatMessage({ id: 'channel.sms.rowLabel', defaultMessage: 'SMS to my phone' })}
        icon={<MessageSquare className="size-4 text-accent" aria-hidden />}
        help={
          withoutPhone
            ? spec(MSG.addPhoneForSms)
            : (paused?.reason ??
              intl.formatMessage({
                id: 'channel.sms.help',
                defaultMessage: 'Texts go to the phone number you signed in with.',
              }))
        }
        paused={!withoutPhone && paused !== null}
        inputProps={
          withoutPhone ? { checked: false, disabled: true, readOnly: true } : form.register('channels.sms')
        }
      />
      {withoutPhone ? (
        <div className="px-4 pb-4 ps-12">
          <Link to="/settings?add=phone" className="btn-secondary">
            <FormattedMessage id="channel.sms.addPhone" defaultMessage="Add a phone number" />
          </Link>
        </div>
      ) : (
        <OwnChannelActions
          channel="sms"
          paused={paused !== null}
          test={{
            send: () => test.mutateAsync(),
            pending: test.isPending,
            sent: intl.formatMessage({
              id: 'channel.sms.testSent',
              defaultMessage: 'Test sent to your phone.',
            }),
          }}
        />
      )}
    </div>
  );
}

export const channel: ReminderChannelUi = {
  label: LABEL.defaultMessage,
  icon: MessageSquare,
  color: 'text-accent',
  background: 'bg-accent-soft',
  Setting: SmsSetting,
  useReady: () => {
    const withoutPhone = useWithoutPhone();
    return usePausedChannel('sms') === null && !withoutPhone;
  },
};
