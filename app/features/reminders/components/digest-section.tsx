import { Switch } from '@app/components/switch';
import { useSpecText } from '@app/i18n/spec-text';
import { MSG } from '@shared/messages';
import { REMINDER_CHANNELS, type ReminderChannelId } from '@shared/reminder-channels';
import { DIGEST_OFF, type ReminderSettingsWithZone } from '@shared/schemas/reminders';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { channelUi } from '../channels';
import { CheckRow } from './check-row';
import { channelLabelIn } from './delivery-history';

// Sunday first, as the weekday numbers go (0 Sunday … 6 Saturday); 2023-01-01 was a Sunday.
const WEEKDAYS = Array.from({ length: 7 }, (_, day) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  ),
);

type Props = { id: string; form: UseFormReturn<ReminderSettingsWithZone> };

/**
 * Reminder Settings' digest: a weekly switch with its weekday, a monthly switch, and which of the
 * ways to reach the user (those switched on above and ready to send) it goes to.
 */
export function DigestSection({ id, form }: Props) {
  const { register, watch, control } = form;
  const [digest, channels] = watch(['digest', 'channels']);
  const weeklyOn = digest?.weekly.on ?? false;
  const on = REMINDER_CHANNELS.filter((channel) => channels[channel]);
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-ink-2">{MSG.digestLegend}</legend>
      <p className="mb-2 text-sm text-ink-4">{MSG.digestHelp}</p>
      <div className="divide-y divide-line-soft rounded-2xl ring-1 ring-line">
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <label htmlFor={`${id}-weekly`} className="font-medium text-ink">
              {MSG.digestWeekly}
            </label>
            <p id={`${id}-weekly-help`} className="text-sm text-ink-4">
              {MSG.digestWeeklyHelp}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <label htmlFor={`${id}-weekday`} className="sr-only">
              {MSG.digestWeekday}
            </label>
            <select
              id={`${id}-weekday`}
              className="field-input w-36"
              disabled={!weeklyOn}
              {...register('digest.weekly.weekday', { valueAsNumber: true })}
            >
              {WEEKDAYS.map((name, day) => (
                <option key={name} value={day}>
                  {name}
                </option>
              ))}
            </select>
            <Switch
              id={`${id}-weekly`}
              aria-checked={weeklyOn}
              aria-describedby={`${id}-weekly-help`}
              {...register('digest.weekly.on')}
            />
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <label htmlFor={`${id}-monthly`} className="font-medium text-ink">
              {MSG.digestMonthly}
            </label>
            <p id={`${id}-monthly-help`} className="text-sm text-ink-4">
              {MSG.digestMonthlyHelp}
            </p>
          </div>
          <Switch
            id={`${id}-monthly`}
            aria-checked={digest?.monthly.on ?? false}
            aria-describedby={`${id}-monthly-help`}
            {...register('digest.monthly.on')}
          />
        </div>
        <Controller
          control={control}
          name="digest.channels"
          render={({ field }) => {
            const picked = field.value ?? DIGEST_OFF.channels;
            return (
              <fieldset className="py-1">
                <legend className="px-4 pt-3 text-sm font-medium text-ink-2">{MSG.digestChannels}</legend>
                {on.length === 0 ? (
                  <p className="px-4 py-2 text-sm text-ink-4">{MSG.digestNoChannels}</p>
                ) : null}
                {on.map((channel) => (
                  <DigestChannel
                    key={channel}
                    id={`${id}-channel-${channel}`}
                    channel={channel}
                    checked={picked.includes(channel)}
                    onChange={(checked) =>
                      field.onChange(
                        checked
                          ? REMINDER_CHANNELS.filter((c) => c === channel || picked.includes(c))
                          : picked.filter((c) => c !== channel),
                      )
                    }
                  />
                ))}
              </fieldset>
            );
          }}
        />
      </div>
    </fieldset>
  );
}

const alwaysReady = () => true;

/** One channel the digest may go to: only one that can reach the user now (set up, not paused). */
function DigestChannel({
  id,
  channel,
  checked,
  onChange,
}: {
  id: string;
  channel: ReminderChannelId;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  const spec = useSpecText();
  const ui = channelUi(channel);
  const ready = (ui.useReady ?? alwaysReady)();
  if (!ready) return null;
  return (
    <CheckRow
      id={id}
      label={spec(MSG.digestBy(channelLabelIn(intl, channel)))}
      inputProps={{ checked, onChange: (event) => onChange(event.target.checked) }}
    />
  );
}
