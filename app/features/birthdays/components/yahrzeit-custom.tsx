import { RadioChips } from '@app/components/radio-chips';
import { splitBirthDate } from '@shared/dates/birth-date';
import { isCalendarLoaded } from '@shared/kept-calendars/registry';
import { type AdarCustom, offersAdarCustom } from '@shared/kept-calendars/yahrzeit';
import { useId } from 'react';
import { useIntl } from 'react-intl';

const CUSTOMS: readonly AdarCustom[] = ['adar-i', 'adar-ii'];

type Props = {
  /** The form's date: its wire date ('YYYY-MM-DD' or '--MM-DD') and calendar. */
  date: string;
  calendar: string;
  value: AdarCustom;
  onChange: (custom: AdarCustom) => void;
};

/**
 * Which Adar of a leap year remembers a death in Adar of a common year (or in Adar with the year unknown), where
 * customs differ (docs/calendars.md, "Remembrance (yahrzeit)"); nothing for any other date. For a remembrance.
 */
export function YahrzeitCustom({ date, calendar, value, onChange }: Props) {
  const intl = useIntl();
  const uid = useId();
  const names: Record<AdarCustom, string> = {
    'adar-i': intl.formatMessage({ id: 'form.adarI', defaultMessage: 'Adar I' }),
    'adar-ii': intl.formatMessage({ id: 'form.adarII', defaultMessage: 'Adar II' }),
  };
  const parts = splitBirthDate(date);
  const offered =
    calendar === 'hebrew' &&
    parts !== null &&
    isCalendarLoaded('hebrew') &&
    offersAdarCustom({ calendar, month: parts.month, year: parts.year });
  if (!offered) return null;
  return (
    <div className="w-full">
      <span id={`${uid}-label`} className="field-label">
        {intl.formatMessage({
          id: 'form.leapYearRemembered',
          defaultMessage: 'In a leap year, remembered in',
        })}
      </span>
      <div role="radiogroup" aria-labelledby={`${uid}-label`} className="flex flex-wrap gap-2">
        <RadioChips
          look="chip"
          name={`${uid}-adar`}
          options={CUSTOMS}
          value={value}
          onChange={onChange}
          label={(custom) => names[custom]}
        />
      </div>
      <p className="field-help">
        {intl.formatMessage({
          id: 'form.adarCustoms',
          defaultMessage: 'Customs differ: Adar I is the usual reckoning, Adar II is kept by others.',
        })}
      </p>
    </div>
  );
}
