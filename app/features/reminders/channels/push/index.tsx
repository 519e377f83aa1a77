import { usePausedChannel } from '@app/features/reminders/api/channel-status';
import type { ChannelSettingProps, ReminderChannelUi } from '@app/features/reminders/channel-kit/channel';
import { OwnChannelActions } from '@app/features/reminders/channel-kit/own-channel-actions';
import { CheckRow } from '@app/features/reminders/components/check-row';
import {
  DesktopPushPrompt,
  PUSH_ENABLE_FAILED,
} from '@app/features/reminders/components/desktop-push-prompt';
import type { PushState } from '@app/features/reminders/utils/push';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl';
import { useSendPushTest } from './api';

const FAILED = defineMessages({
  disable: {
    id: 'channel.push.disableFailed',
    defaultMessage: "Couldn't turn off notifications on this device.",
  },
  testNoDevice: {
    id: 'channel.push.testNoDevice',
    defaultMessage: 'This device is not signed up for push any more. Turn push on again here.',
  },
});

/** The channel's name (the delivery history); other files find it as `channel.push.label`. */
const LABEL = defineMessage({ id: 'channel.push.label', defaultMessage: 'Push' });

/** Subscribes this device; if the account's push channel was off, it is switched on (saved with the rest). */
async function turnOnPush({ form, push }: Omit<ChannelSettingProps, 'id'>) {
  await push.enable();
  if (!form.getValues('channels.push')) form.setValue('channels.push', true, { shouldDirty: true });
}

/** Push on this device: the checkbox subscribes or unsubscribes the browser at once. */
function PushSetting({ id, form, push }: ChannelSettingProps) {
  const intl = useIntl();
  const channelPush = useWatch({ control: form.control, name: 'channels.push' });
  const [pushBusy, setPushBusy] = useState<'on' | 'off' | null>(null);
  const [pushError, setPushError] = useState<string | null>(null);

  async function onPushChange(on: boolean) {
    setPushBusy(on ? 'on' : 'off');
    setPushError(null);
    try {
      if (on) await turnOnPush({ form, push });
      else await push.disable();
    } catch {
      setPushError(intl.formatMessage(on ? PUSH_ENABLE_FAILED : FAILED.disable));
    } finally {
      setPushBusy(null);
    }
  }

  const paused = usePausedChannel('push');
  const test = useSendPushTest();
  async function sendTest() {
    const endpoint = await push.endpoint();
    if (!endpoint) throw new Error(intl.formatMessage(FAILED.testNoDevice));
    await test.mutateAsync(endpoint);
  }

  const pushUnavailable =
    push.state === undefined ||
    push.state === 'unsupported' ||
    push.state === 'home-screen' ||
    push.state === 'denied';
  return (
    <div>
      <CheckRow
        id={id}
        label={intl.formatMessage({
          id: 'channel.push.rowLabel',
          defaultMessage: 'Push notifications on this device',
        })}
        icon={<BellRing className="size-4 text-amber-600" aria-hidden />}
        help={
          pushBusy === 'on'
            ? intl.formatMessage({ id: 'channel.push.turningOn', defaultMessage: 'Turning on...' })
            : pushBusy === 'off'
              ? intl.formatMessage({ id: 'channel.push.turningOff', defaultMessage: 'Turning off...' })
              : (paused?.reason ?? pushHelp(intl, push.state, push.isMobile, channelPush === true))
        }
        paused={paused !== null && pushBusy === null}
        error={pushError}
        inputProps={{
          checked: channelPush === true && push.state === 'subscribed',
          disabled: pushUnavailable || pushBusy !== null,
          onChange: (e) => void onPushChange(e.target.checked),
        }}
      />
      <OwnChannelActions
        channel="push"
        paused={paused !== null}
        test={
          push.state === 'subscribed'
            ? {
                send: sendTest,
                pending: test.isPending,
                sent: intl.formatMessage({
                  id: 'channel.push.testSent',
                  defaultMessage: 'Test sent to this device.',
                }),
              }
            : null
        }
      />
    </div>
  );
}

const HELP = defineMessages({
  checking: { id: 'channel.push.checking', defaultMessage: 'Checking this device...' },
  unsupported: {
    id: 'channel.push.unsupported',
    defaultMessage: "This browser can't show push notifications.",
  },
  homeScreen: {
    id: 'channel.push.homeScreen',
    defaultMessage:
      'On iPhone and iPad, push reminders need Cakeday on your Home Screen: tap Share, then Add to Home Screen, and open Cakeday from there. SMS reminders reach you meanwhile.',
  },
  deniedMobile: {
    id: 'channel.push.deniedMobile',
    defaultMessage:
      "Notifications are blocked for Cakeday in this browser. To allow them, tap the browser's menu, open Site settings, set Notifications to Allow, then reload this page. SMS reminders reach your phone meanwhile.",
  },
  deniedDesktop: {
    id: 'channel.push.deniedDesktop',
    defaultMessage:
      'Notifications are blocked for Cakeday in this browser. To allow them, click the icon left of the address bar, open the site settings, set Notifications to Allow, then reload this page.',
  },
  on: { id: 'channel.push.on', defaultMessage: 'On for this device.' },
  ready: {
    id: 'channel.push.ready',
    defaultMessage: 'This device is ready: tick the box and save to get push reminders.',
  },
  optionalMobile: {
    id: 'channel.push.optionalMobile',
    defaultMessage: 'Optional: SMS reminders already reach your phone.',
  },
  desktop: {
    id: 'channel.push.desktop',
    defaultMessage: 'A pop-up on this computer when a reminder is due.',
  },
});

function pushHelp(
  intl: IntlShape,
  state: PushState | undefined,
  isMobile: boolean,
  channelOn: boolean,
): string {
  switch (state) {
    case undefined:
      return intl.formatMessage(HELP.checking);
    case 'unsupported':
      return intl.formatMessage(HELP.unsupported);
    case 'home-screen':
      return intl.formatMessage(HELP.homeScreen);
    case 'denied':
      return intl.formatMessage(isMobile ? HELP.deniedMobile : HELP.deniedDesktop);
    case 'subscribed':
      return intl.formatMessage(channelOn ? HELP.on : HELP.ready);
    default:
      return intl.formatMessage(isMobile ? HELP.optionalMobile : HELP.desktop);
  }
}

/** The one-time desktop offer above the settings, which also switches the account's push channel on. */
function PushOffer({ form, push }: Omit<ChannelSettingProps, 'id'>) {
  return <DesktopPushPrompt push={push} onTurnOn={() => turnOnPush({ form, push })} />;
}

export const channel: ReminderChannelUi = {
  label: LABEL.defaultMessage,
  icon: BellRing,
  color: 'text-amber-600',
  background: 'bg-warn-soft',
  Setting: PushSetting,
  Offer: PushOffer,
  useReady: () => usePausedChannel('push') === null,
};
