import { toast } from '@app/lib/toast';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { type PushControls, useDesktopPushOffer } from '../utils/push';

export const PUSH_ENABLE_FAILED = defineMessage({
  id: 'channel.push.enableFailed',
  defaultMessage: "Couldn't turn on notifications on this device.",
});

type Props = {
  push: PushControls;
  /** What the button does; defaults to enabling push on this device. */
  onTurnOn?: () => Promise<void>;
  className?: string;
};

/** A gentle, one-time offer to allow notifications on a desktop browser that was never asked. */
export function DesktopPushPrompt({ push, onTurnOn = push.enable, className = '' }: Props) {
  const intl = useIntl();
  const offer = useDesktopPushOffer(push);
  const [busy, setBusy] = useState(false);
  if (!offer.show) return null;

  async function turnOn() {
    setBusy(true);
    try {
      await onTurnOn();
    } catch {
      toast.error(intl.formatMessage(PUSH_ENABLE_FAILED));
    } finally {
      setBusy(false);
      offer.markAsked();
    }
  }

  return (
    <section
      aria-label={intl.formatMessage({
        id: 'reminders.desktopPush.label',
        defaultMessage: 'Desktop notifications',
      })}
      className={`flex gap-3 rounded-2xl bg-warn-soft p-4 ring-1 ring-warn-line ${className}`}
    >
      <BellRing className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          <FormattedMessage
            id="reminders.desktopPush.title"
            defaultMessage="Get reminders on this computer"
          />
        </p>
        <p className="mt-0.5 text-sm text-ink-3">
          <FormattedMessage
            id="reminders.desktopPush.body"
            defaultMessage="Cakeday can pop up a notification when a birthday is near. Your browser will ask you first."
          />
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-primary" disabled={busy} onClick={turnOn}>
            {busy
              ? intl.formatMessage({ id: 'channel.push.turningOn', defaultMessage: 'Turning on...' })
              : intl.formatMessage({
                  id: 'reminders.desktopPush.turnOn',
                  defaultMessage: 'Turn on desktop notifications',
                })}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} onClick={offer.markAsked}>
            <FormattedMessage id="reminders.desktopPush.notNow" defaultMessage="Not now" />
          </button>
        </div>
      </div>
    </section>
  );
}
