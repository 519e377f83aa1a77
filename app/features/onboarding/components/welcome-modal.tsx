import { Modal } from '@app/components/modal';
import { PhoneInput } from '@app/components/phone-input';
import { SendHourOptions } from '@app/components/send-hour-options';
import { browserTimeZone, timeZoneLabel } from '@app/lib/time-zones';
import { toast } from '@app/lib/toast';
import { DEFAULT_REMINDER_SETTINGS } from '@shared/constants';
import type { Me } from '@shared/schemas/auth';
import { normalizePhone } from '@shared/schemas/phone';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { Clock, Globe } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useCompleteOnboarding } from '../api/complete-onboarding';

const WORDS = defineMessages({
  // The spec's texts (§8 success messages, 'Account and settings').
  saved: { id: 'welcome.saved', defaultMessage: 'Yay! Your phone number is all set for birthday reminders!' },
  failed: {
    id: 'welcome.failed',
    defaultMessage: 'Oops! Something went wrong while saving your phone number.',
  },
  // Ours, for an account made by email: it has no phone number to speak of.
  savedNoPhone: { id: 'welcome.savedNoPhone', defaultMessage: 'Your birthday reminders are all set!' },
});

/** The sign-in phone as the phone input shows it: country code and national number. */
function splitPhone(e164: string) {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed
    ? { countryCode: `+${parsed.countryCallingCode}`, phone: String(parsed.nationalNumber) }
    : { countryCode: '', phone: e164.replace(/\D/g, '') };
}

/** 'Welcome to Cakeday!' on the first sign-in only: reminders set up in one tap (spec §2, §4). */
export function WelcomeModal({ me }: { me: Me }) {
  const complete = useCompleteOnboarding();
  // Closed at once on dismissal; the server is told in the background.
  const [dismissed, setDismissed] = useState(false);
  const open = !me.hasCompletedOnboarding && !dismissed;
  const intl = useIntl();

  function dismiss() {
    setDismissed(true);
    complete.mutate({ setup: null });
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
      title={intl.formatMessage({ id: 'welcome.title', defaultMessage: 'Welcome to Cakeday!' })}
      description={
        me.phone
          ? intl.formatMessage({
              id: 'welcome.descriptionPhone',
              defaultMessage:
                "Birthday reminders come by text to the phone you signed in with. Check the details and you're set.",
            })
          : intl.formatMessage({
              id: 'welcome.descriptionNoPhone',
              defaultMessage:
                "Check the details and you're set. Reminders by text need a phone number: add one in Settings, under Sign-in methods.",
            })
      }
    >
      <WelcomeForm me={me} onLater={dismiss} />
    </Modal>
  );
}

function WelcomeForm({ me, onLater }: { me: Me; onLater: () => void }) {
  const complete = useCompleteOnboarding();
  const intl = useIntl();
  const id = useId();
  const timeZone = useMemo(browserTimeZone, []);
  const phone = useMemo(() => (me.phone ? splitPhone(me.phone) : null), [me.phone]);
  const [sendHour, setSendHour] = useState(DEFAULT_REMINDER_SETTINGS.sendHour);
  const [enabled, setEnabled] = useState(true);
  const valid = me.phone === null || normalizePhone(me.phone) !== null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await complete.mutateAsync({ setup: { timeZone, sendHour, enabled } });
      toast.success(intl.formatMessage(me.phone ? WORDS.saved : WORDS.savedNoPhone));
    } catch {
      toast.error(intl.formatMessage(WORDS.failed));
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {phone ? (
        <PhoneInput
          label={intl.formatMessage({ id: 'welcome.phoneLabel', defaultMessage: 'Phone for reminders' })}
          countryCode={phone.countryCode}
          phone={phone.phone}
          onChange={() => {}}
          readOnly
        />
      ) : null}
      <div className="flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-2.5 text-sm text-ink-2">
        <Globe className="size-4 shrink-0 text-ink-4" aria-hidden />
        <span>
          <FormattedMessage
            id="welcome.timeZone"
            defaultMessage="Time zone: <b>{zone}</b>"
            values={{
              zone: timeZoneLabel(timeZone),
              b: (words) => <span className="font-semibold">{words}</span>,
            }}
          />
        </span>
      </div>
      <div>
        <label htmlFor={`${id}-hour`} className="field-label">
          <Clock className="me-1 inline size-4 align-text-bottom text-ink-4" aria-hidden />
          <FormattedMessage id="welcome.sendAt" defaultMessage="Send reminders at" />
        </label>
        <select
          id={`${id}-hour`}
          className="field-input"
          value={sendHour}
          onChange={(e) => setSendHour(Number(e.target.value))}
        >
          <SendHourOptions />
        </select>
      </div>
      <label className="flex items-center gap-3 text-sm font-medium text-ink-2">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className="size-5 accent-brand-600"
        />
        <FormattedMessage id="welcome.enabled" defaultMessage="Send me birthday reminders" />
      </label>
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onLater}>
          <FormattedMessage id="welcome.later" defaultMessage="Maybe later" />
        </button>
        <button type="submit" className="btn-primary" disabled={!valid || complete.isPending}>
          {complete.isPending
            ? intl.formatMessage({ id: 'welcome.saving', defaultMessage: 'Saving...' })
            : intl.formatMessage({ id: 'welcome.confirm', defaultMessage: 'Confirm' })}
        </button>
      </div>
    </form>
  );
}
