import { MAX_LEAD_DAYS } from '@shared/constants';
import { leadDaysLabel, leadDaysSchema, sortLeadDays } from '@shared/schemas/lead-times';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';

type Props = {
  value: number[];
  onChange: (list: number[]) => void;
  legend: string;
  disabled?: boolean;
};

/**
 * A set of lead times (days before a birthday), one chip each with its Remove button, and a number
 * from 0 to 60 to add; the shared schema's rules and sentences say what cannot be added. Used by
 * Reminder Settings (the defaults) and the birthday form (a birthday's own set).
 */
export function LeadTimesEditor({ value, onChange, legend, disabled = false }: Props) {
  const intl = useIntl();
  const uid = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    // An empty or non-numeric box reads as NaN, which the schema refuses with our sentence.
    const days = draft.trim() === '' ? Number.NaN : Number(draft);
    const parsed = leadDaysSchema.safeParse([...value, days]);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setDraft('');
    onChange(sortLeadDays(parsed.data));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };

  return (
    <fieldset disabled={disabled} className="space-y-3 disabled:opacity-60">
      <legend className="field-label">{legend}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-ink-4">
          {intl.formatMessage({ id: 'leadTimes.none', defaultMessage: 'No reminders' })}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={legend}>
          {value.map((days) => (
            <li
              key={days}
              className="flex items-center gap-1 rounded-full bg-accent-soft py-1 ps-3 pe-1 text-sm text-ink"
            >
              {leadDaysLabel(days)}
              <button
                type="button"
                className="flex size-7 items-center justify-center rounded-full hover:bg-surface focus-visible:outline-2"
                aria-label={intl.formatMessage(
                  { id: 'leadTimes.remove', defaultMessage: 'Remove {leadTime}' },
                  { leadTime: leadDaysLabel(days) },
                )}
                onClick={() => {
                  setError(null);
                  onChange(value.filter((d) => d !== days));
                }}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${uid}-days`} className="text-sm text-ink-3">
            {intl.formatMessage(
              { id: 'leadTimes.daysBefore', defaultMessage: 'Days before ({min} to {max})' },
              { min: 0, max: MAX_LEAD_DAYS },
            )}
          </label>
          <input
            id={`${uid}-days`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_LEAD_DAYS}
            step={1}
            className="field-input"
            value={draft}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${uid}-error` : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <button type="button" className="btn-secondary shrink-0" onClick={add}>
          <Plus className="size-4" aria-hidden />
          {intl.formatMessage({ id: 'leadTimes.add', defaultMessage: 'Add' })}
        </button>
      </div>
      {error ? (
        <p id={`${uid}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
