import { LeadTimesEditor } from '@app/components/lead-times-editor';
import { Modal } from '@app/components/modal';
import { QueryStates } from '@app/components/query-states';
import { SendHourOptions } from '@app/components/send-hour-options';
import { Switch } from '@app/components/switch';
import { spokenResolver } from '@app/i18n/spoken-resolver';
import { browserTimeZone, timeZoneGroups } from '@app/lib/time-zones';
import { toast } from '@app/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { canonicalTimeZone } from '@shared/dates/time-zones';
import type { ReminderChannelId } from '@shared/reminder-channels';
import {
  DIGEST_OFF,
  type ReminderSettingsWithZone,
  reminderSettingsWithZone,
} from '@shared/schemas/reminders';
import { Clock } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useReminderSettings } from '../api/get-reminder-settings';
import { useSaveReminderSettings } from '../api/save-reminder-settings';
import { channelUis } from '../channels';
import type { PushControls } from '../utils/push';
import { reminderSettingsSections } from './sections';

// The spec's texts (§8 'Account and settings', success messages).
const SAVE = defineMessages({
  saved: { id: 'reminders.settings.saved', defaultMessage: 'Reminder settings saved successfully' },
  failed: {
    id: 'reminders.settings.saveFailed',
    defaultMessage: 'Failed to save notification settings. Please try again.',
  },
});

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  push: PushControls;
  /** The channel whose row to show first ("Fix it" on a paused channel's notice). */
  focusChannel?: ReminderChannelId | undefined;
};

/** 'Reminder Settings': whether, when, how and in which time zone Cakeday sends reminders. */
export function ReminderSettingsModal({ open, onOpenChange, push, focusChannel }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'reminders.settings.title', defaultMessage: 'Reminder Settings' })}
      description={intl.formatMessage({
        id: 'reminders.settings.description',
        defaultMessage: 'Choose when and how Cakeday reminds you.',
      })}
      size="lg"
    >
      <ReminderSettingsContent push={push} onClose={() => onOpenChange(false)} focusChannel={focusChannel} />
    </Modal>
  );
}

function ReminderSettingsContent({
  push,
  onClose,
  focusChannel,
}: Pick<FormProps, 'push' | 'onClose' | 'focusChannel'>) {
  const intl = useIntl();
  return (
    <QueryStates
      query={useReminderSettings()}
      loadingLabel={intl.formatMessage({
        id: 'reminders.settings.loading',
        defaultMessage: 'Loading reminder settings',
      })}
      skeleton={{ rows: 4, height: 'h-14' }}
      failed={intl.formatMessage({
        id: 'reminders.settings.loadFailed',
        defaultMessage: "Couldn't load your reminder settings.",
      })}
    >
      {(settings) => (
        <ReminderSettingsForm initial={settings} push={push} onClose={onClose} focusChannel={focusChannel} />
      )}
    </QueryStates>
  );
}

type FormProps = {
  initial: ReminderSettingsWithZone;
  push: PushControls;
  onClose: () => void;
  focusChannel?: ReminderChannelId | undefined;
};

/**
 * Brings a channel's row into view and focus once the form is shown: its checkbox, or its first
 * button when the checkbox is off limits (a paused channel). After the dialog's own first focus.
 */
function useFocusChannelRow(uid: string, channel: ReminderChannelId | undefined) {
  useEffect(() => {
    if (!channel) return;
    const timer = setTimeout(() => {
      const input = document.getElementById(`${uid}-${channel}`) as HTMLInputElement | null;
      if (!input) return;
      input.scrollIntoView({ block: 'center' });
      const row = input.closest('[data-channel-row]');
      const target = input.disabled ? row?.querySelector<HTMLElement>('button:not(:disabled)') : input;
      target?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [uid, channel]);
}

function ReminderSettingsForm({ initial, push, onClose, focusChannel }: FormProps) {
  const intl = useIntl();
  const save = useSaveReminderSettings();
  const uid = useId();
  useFocusChannelRow(uid, focusChannel);
  const form = useForm<ReminderSettingsWithZone>({
    resolver: spokenResolver(zodResolver(reminderSettingsWithZone)),
    // A zone saved under an old name ('Asia/Calcutta') shows as today's ('Asia/Kolkata'): the same zone.
    defaultValues: {
      ...initial,
      digest: initial.digest ?? DIGEST_OFF,
      timeZone: canonicalTimeZone(initial.timeZone),
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { isDirty, errors },
  } = form;
  const [enabled, timeZone] = watch(['enabled', 'timeZone']);
  const browserZone = useMemo(browserTimeZone, []);
  const zoneGroups = useMemo(
    () => timeZoneGroups(browserZone, canonicalTimeZone(initial.timeZone)),
    [initial.timeZone, browserZone],
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(intl.formatMessage(SAVE.saved));
      onClose();
    } catch {
      toast.error(intl.formatMessage(SAVE.failed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {channelUis.map(({ id, Offer }) => (Offer ? <Offer key={id} form={form} push={push} /> : null))}

      <div className="flex items-center justify-between gap-4 rounded-2xl bg-accent-soft p-4">
        <div className="min-w-0">
          <label htmlFor={`${uid}-enabled`} className="font-semibold text-ink">
            <FormattedMessage id="reminders.settings.enable" defaultMessage="Enable reminders" />
          </label>
          <p id={`${uid}-enabled-help`} className="text-sm text-ink-3">
            {enabled
              ? intl.formatMessage({
                  id: 'reminders.settings.enabledHelp',
                  defaultMessage: 'Cakeday reminds you before each birthday.',
                })
              : intl.formatMessage({
                  id: 'reminders.settings.pausedHelp',
                  defaultMessage: 'Paused: no reminders are sent.',
                })}
          </p>
        </div>
        <Switch
          id={`${uid}-enabled`}
          aria-checked={enabled}
          aria-describedby={`${uid}-enabled-help`}
          {...register('enabled')}
        />
      </div>

      <fieldset disabled={!enabled} className="space-y-5 transition disabled:opacity-60">
        {/* The spec's three (A week before, A day before, On the day) are chips here with any other. */}
        <Controller
          control={form.control}
          name="leadDays"
          render={({ field }) => (
            <LeadTimesEditor
              legend={intl.formatMessage({
                id: 'reminders.settings.when',
                defaultMessage: 'When to remind me',
              })}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />

        <Group
          legend={intl.formatMessage({ id: 'reminders.settings.how', defaultMessage: 'How to reach me' })}
        >
          {channelUis.map(({ id, Setting }) => (
            <div key={id} data-channel-row={id}>
              <Setting id={`${uid}-${id}`} form={form} push={push} />
            </div>
          ))}
        </Group>

        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <div>
            <label htmlFor={`${uid}-hour`} className="field-label">
              <FormattedMessage id="reminders.settings.sendAt" defaultMessage="Send at" />
            </label>
            <div className="relative">
              <Clock
                className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-5"
                aria-hidden
              />
              <select
                id={`${uid}-hour`}
                className="field-input ps-9"
                {...register('sendHour', { valueAsNumber: true })}
              >
                <SendHourOptions />
              </select>
            </div>
            {errors.sendHour ? <p className="field-error">{errors.sendHour.message}</p> : null}
          </div>
          <div>
            <label htmlFor={`${uid}-zone`} className="field-label">
              <FormattedMessage id="reminders.settings.timeZone" defaultMessage="Time zone" />
            </label>
            <select
              id={`${uid}-zone`}
              className="field-input truncate"
              aria-invalid={errors.timeZone ? true : undefined}
              {...register('timeZone')}
            >
              {zoneGroups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.options.map((zone) => (
                    <option key={zone.value} value={zone.value}>
                      {zone.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {errors.timeZone ? <p className="field-error">{errors.timeZone.message}</p> : null}
          </div>
        </div>
        {browserZone && timeZone !== browserZone ? (
          <p className="-mt-2 flex flex-wrap items-center gap-x-2 text-sm text-ink-3">
            <FormattedMessage
              id="reminders.settings.deviceZone"
              defaultMessage="This device is in {zone}."
              values={{ zone: browserZone.replaceAll('_', ' ') }}
            />
            <button
              type="button"
              className="font-semibold text-accent-ink hover:underline"
              onClick={() => setValue('timeZone', browserZone, { shouldDirty: true, shouldValidate: true })}
            >
              <FormattedMessage
                id="reminders.settings.useZone"
                defaultMessage="Use {zone}"
                values={{ zone: browserZone }}
              />
            </button>
          </p>
        ) : null}

        {reminderSettingsSections.map(({ id, Section }) => (
          <Section key={id} id={`${uid}-${id}`} form={form} />
        ))}
      </fieldset>

      {/* Stays in view at the bottom of the scrolling dialog, so Save is always one tap away. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 grid grid-cols-2 gap-3 border-t border-line-soft bg-surface px-5 py-4 sm:flex sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onClose}>
          <FormattedMessage id="reminders.settings.cancel" defaultMessage="Cancel" />
        </button>
        <button type="submit" className="btn-primary" disabled={!isDirty || save.isPending}>
          {save.isPending
            ? intl.formatMessage({ id: 'reminders.settings.saving', defaultMessage: 'Saving...' })
            : intl.formatMessage({ id: 'reminders.settings.save', defaultMessage: 'Save Settings' })}
        </button>
      </div>
    </form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink-2">{legend}</legend>
      <div className="divide-y divide-line-soft rounded-2xl ring-1 ring-line">{children}</div>
    </fieldset>
  );
}
