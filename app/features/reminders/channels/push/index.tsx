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
import { useSendPushTest } from './api';

const PUSH_DISABLE_FAILED = "Couldn't turn off notifications on this device.";
const PUSH_TEST_NO_DEVICE = 'This device is not signed up for push any more. Turn push on again here.';

/** Subscribes this device; if the account's push channel was off, it is switched on (saved with the rest). */
async function turnOnPush({ form, push }: Omit<ChannelSettingProps, 'id'>) {
  await push.enable();
  if (!form.getValues('channels.push')) form.setValue('channels.push', true, { shouldDirty: true });
}

/** Push on this device: the checkbox subscribes or unsubscribes the browser at once. */
function PushSetting({ id, form, push }: ChannelSettingProps) {
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
      setPushError(on ? PUSH_ENABLE_FAILED : PUSH_DISABLE_FAILED);
    } finally {
      setPushBusy(null);
    }
  }

  const paused = usePausedChannel('push');
  const test = useSendPushTest();
  async function sendTest() {
    const endpoint = await push.endpoint();
    if (!endpoint) throw new Error(PUSH_TEST_NO_DEVICE);
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
        label="Push notifications on this device"
        icon={<BellRing className="size-4 text-amber-600" aria-hidden />}
        help={
          pushBusy === 'on'
            ? 'Turning on...'
            : pushBusy === 'off'
              ? 'Turning off...'
              : (paused?.reason ?? pushHelp(push.state, push.isMobile, channelPush === true))
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
            ? { send: sendTest, pending: test.isPending, sent: 'Test sent to this device.' }
            : null
        }
      />
    </div>
  );
}

function pushHelp(state: PushState | undefined, isMobile: boolean, channelOn: boolean): string {
  switch (state) {
    case undefined:
      return 'Checking this device...';
    case 'unsupported':
      return "This browser can't show push notifications.";
    case 'home-screen':
      return 'On iPhone and iPad, push reminders need Cakeday on your Home Screen: tap Share, then Add to Home Screen, and open Cakeday from there. SMS reminders reach you meanwhile.';
    case 'denied':
      return isMobile
        ? "Notifications are blocked for Cakeday in this browser. To allow them, tap the browser's menu, open Site settings, set Notifications to Allow, then reload this page. SMS reminders reach your phone meanwhile."
        : 'Notifications are blocked for Cakeday in this browser. To allow them, click the icon left of the address bar, open the site settings, set Notifications to Allow, then reload this page.';
    case 'subscribed':
      return channelOn
        ? 'On for this device.'
        : 'This device is ready: tick the box and save to get push reminders.';
    default:
      return isMobile
        ? 'Optional: SMS reminders already reach your phone.'
        : 'A pop-up on this computer when a reminder is due.';
  }
}

/** The one-time desktop offer above the settings, which also switches the account's push channel on. */
function PushOffer({ form, push }: Omit<ChannelSettingProps, 'id'>) {
  return <DesktopPushPrompt push={push} onTurnOn={() => turnOnPush({ form, push })} />;
}

export const channel: ReminderChannelUi = {
  label: 'Push',
  icon: BellRing,
  color: 'text-amber-600',
  background: 'bg-warn-soft',
  Setting: PushSetting,
  Offer: PushOffer,
  useReady: () => usePausedChannel('push') === null,
};
