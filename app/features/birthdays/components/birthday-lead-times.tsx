import { LeadTimesEditor } from '@app/components/lead-times-editor';
import { Switch } from '@app/components/switch';
import { useId } from 'react';
import { useIntl } from 'react-intl';

type Props = { value: number[] | null; onChange: (value: number[] | null) => void };

// Where a birthday's own set starts: the spec's week, day and day-of.
const STARTING_SET = [7, 1, 0];

/** This birthday's reminders: the user's defaults (null), or a set of its own. */
export function BirthdayLeadTimes({ value, onChange }: Props) {
  const intl = useIntl();
  const id = useId();
  const followsDefaults = value === null;
  return (
    <fieldset className="space-y-3">
      <legend className="field-label">
        {intl.formatMessage({ id: 'leadTimes.reminders', defaultMessage: 'Reminders' })}
      </legend>
      <div className="flex items-center justify-between gap-4 rounded-2xl border border-line px-4 py-2.5">
        <label htmlFor={`${id}-defaults`} className="text-ink">
          {intl.formatMessage({ id: 'leadTimes.useDefaults', defaultMessage: 'Use my default reminders' })}
        </label>
        <Switch
          id={`${id}-defaults`}
          checked={followsDefaults}
          aria-checked={followsDefaults}
          onChange={(e) => onChange(e.target.checked ? null : STARTING_SET)}
        />
      </div>
      {value === null ? null : (
        <LeadTimesEditor
          legend={intl.formatMessage({
            id: 'leadTimes.thisBirthday',
            defaultMessage: "This birthday's reminders",
          })}
          value={value}
          onChange={onChange}
        />
      )}
    </fieldset>
  );
}
