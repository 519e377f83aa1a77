import { formatPlainDate } from '@app/i18n/format-date';
import type { PlainDate } from '@shared/dates/plain-date';
import { useIntl } from 'react-intl';

type Props = {
  year: number;
  /** Twelve counts, January first. */
  counts: readonly number[];
  today: PlainDate;
  onPickMonth: (month: number) => void;
};

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The Year view: twelve month tiles with their counts; each opens its month. */
export function YearTiles({ year, counts, today, onPickMonth }: Props) {
  const intl = useIntl();
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {MONTHS.map((month) => {
        const name = formatPlainDate(intl.locale, { month: 'long' }, { year, month, day: 1 });
        const count = counts[month - 1] ?? 0;
        const current = today.year === year && today.month === month;
        return (
          <li key={month}>
            <button
              type="button"
              aria-label={intl.formatMessage(
                {
                  id: 'calendar.withCount',
                  defaultMessage: '{name}, {count, plural, one {{shown} birthday} other {{shown} birthdays}}',
                },
                { name, count, shown: intl.formatNumber(count, { useGrouping: false }) },
              )}
              aria-current={current ? 'date' : undefined}
              onClick={() => onPickMonth(month)}
              className={`flex w-full flex-col items-start rounded-xl p-3 text-start ring-1 transition hover:ring-brand-500 ${
                current ? 'bg-accent-soft ring-brand-500' : 'bg-surface ring-line'
              }`}
            >
              <span className={`text-sm font-semibold ${current ? 'text-accent-ink' : 'text-ink-2'}`}>
                {name}
              </span>
              <span
                className={`mt-1 text-2xl leading-none font-bold ${count > 0 ? 'text-accent' : 'text-ink-6'}`}
              >
                {intl.formatNumber(count, { useGrouping: false })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
