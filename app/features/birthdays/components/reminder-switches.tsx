import { Switch } from '@app/components/switch';
import { REMINDER_TYPE_LABELS } from '@shared/constants';
import type { Reminder } from '@shared/schemas/birthday';
import { useId } from 'react';

type Props = { value: Reminder[]; onChange: (value: Reminder[]) => void };

/** This birthday's own reminders, one switch per type. */
export function ReminderSwitches({ value, onChange }: Props) {
  const id = useId();
  return (
    <fieldset>
      <legend className="field-label">Reminders</legend>
      <ul className="divide-y divide-line-soft rounded-2xl border border-line">
        {value.map((reminder) => (
          <li key={reminder.type} className="flex items-center justify-between gap-4 px-4 py-2.5">
            <label htmlFor={`${id}-${reminder.type}`} className="text-ink">
              {REMINDER_TYPE_LABELS[reminder.type]}
            </label>
            <Switch
              id={`${id}-${reminder.type}`}
              checked={reminder.enabled}
              aria-checked={reminder.enabled}
              onChange={(e) =>
                onChange(
                  value.map((r) => (r.type === reminder.type ? { ...r, enabled: e.target.checked } : r)),
                )
              }
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
