import { formatPlainDate } from '@app/i18n/format-date';
import { dateKey, monthGrid } from '@shared/dates/calendar-view';
import type { PlainDate } from '@shared/dates/plain-date';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

type Props = {
  year: number;
  month: number;
  /** Birthdays per day, keyed by dateKey. */
  counts: ReadonlyMap<number, number>;
  today: PlainDate;
  onPickDay: (date: PlainDate) => void;
};

/**
 * The Month view: a Sunday-first table of the month's days with a count on each day that has
 * birthdays. Those days are buttons (named like 'March 3, 2 birthdays') that open their week; the
 * neighbouring months' days only fill the first and last rows. Weekday headers are named from the
 * first row's own days, in the chosen language.
 */
export function MonthGrid({ year, month, counts, today, onPickDay }: Props) {
  const intl = useIntl();
  const rows = useMemo(() => monthGrid(year, month), [year, month]);
  const todayKey = dateKey(today);
  // Digits of the chosen language, without grouping, so English reads as before ('1000').
  const plain = (n: number) => intl.formatNumber(n, { useGrouping: false });
  const weekdays = (rows[0] ?? []).map(({ date }) => ({
    letter: formatPlainDate(intl.locale, { weekday: 'narrow' }, date),
    name: formatPlainDate(intl.locale, { weekday: 'long' }, date),
  }));
  return (
    <table className="w-full table-fixed border-separate border-spacing-1">
      <thead>
        <tr>
          {weekdays.map(({ letter, name }) => (
            <th key={name} scope="col" aria-label={name} className="pb-1 text-xs font-semibold text-ink-4">
              {letter}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={dateKey(row[0]!.date)}>
            {row.map(({ date, inMonth }) => {
              const key = dateKey(date);
              if (!inMonth) {
                return (
                  <td key={key} className="h-12 text-center align-top sm:h-16">
                    <span aria-hidden className="block pt-1.5 text-sm text-ink-4">
                      {plain(date.day)}
                    </span>
                  </td>
                );
              }
              const count = counts.get(key) ?? 0;
              const isToday = key === todayKey;
              const dayNumber = (
                <span
                  className={`mx-auto flex size-7 items-center justify-center rounded-full text-sm ${
                    isToday ? 'bg-brand-600 font-bold text-white' : 'text-ink-2'
                  }`}
                >
                  {plain(date.day)}
                </span>
              );
              return (
                <td key={key} className="h-12 p-0 align-top sm:h-16">
                  {count > 0 ? (
                    <button
                      type="button"
                      aria-label={intl.formatMessage(
                        {
                          id: 'calendar.withCount',
                          defaultMessage:
                            '{name}, {count, plural, one {{shown} birthday} other {{shown} birthdays}}',
                        },
                        {
                          name: formatPlainDate(intl.locale, { month: 'long', day: 'numeric' }, date),
                          count,
                          shown: plain(count),
                        },
                      )}
                      aria-current={isToday ? 'date' : undefined}
                      onClick={() => onPickDay(date)}
                      className="flex size-full flex-col items-center gap-0.5 rounded-xl bg-accent-soft pt-1 ring-1 ring-accent-soft-2 transition hover:bg-accent-soft-2 hover:ring-brand-500"
                    >
                      {dayNumber}
                      <span className="min-w-5 rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white">
                        {plain(count)}
                      </span>
                    </button>
                  ) : (
                    <div aria-current={isToday ? 'date' : undefined} className="pt-1">
                      {dayNumber}
                    </div>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
