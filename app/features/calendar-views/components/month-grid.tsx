import { dateKey, monthGrid } from '@shared/dates/calendar-view';
import { formatMonthDay } from '@shared/dates/format';
import type { PlainDate } from '@shared/dates/plain-date';
import { useMemo } from 'react';
import { birthdaysCount } from '../utils/period';

const WEEKDAYS = [
  ['S', 'Sunday'],
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
] as const;

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
 * neighbouring months' days only fill the first and last rows.
 */
export function MonthGrid({ year, month, counts, today, onPickDay }: Props) {
  const rows = useMemo(() => monthGrid(year, month), [year, month]);
  const todayKey = dateKey(today);
  return (
    <table className="w-full table-fixed border-separate border-spacing-1">
      <thead>
        <tr>
          {WEEKDAYS.map(([letter, name]) => (
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
                      {date.day}
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
                  {date.day}
                </span>
              );
              return (
                <td key={key} className="h-12 p-0 align-top sm:h-16">
                  {count > 0 ? (
                    <button
                      type="button"
                      aria-label={`${formatMonthDay(date.month, date.day)}, ${birthdaysCount(count)}`}
                      aria-current={isToday ? 'date' : undefined}
                      onClick={() => onPickDay(date)}
                      className="flex size-full flex-col items-center gap-0.5 rounded-xl bg-accent-soft pt-1 ring-1 ring-accent-soft-2 transition hover:bg-accent-soft-2 hover:ring-brand-500"
                    >
                      {dayNumber}
                      <span className="min-w-5 rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white">
                        {count}
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
