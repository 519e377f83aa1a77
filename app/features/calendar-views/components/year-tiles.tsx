import { MONTH_NAMES } from '@shared/dates/format';
import type { PlainDate } from '@shared/dates/plain-date';
import { birthdaysCount } from '../utils/period';

type Props = {
  year: number;
  /** Twelve counts, January first. */
  counts: readonly number[];
  today: PlainDate;
  onPickMonth: (month: number) => void;
};

/** The Year view: twelve month tiles with their counts; each opens its month. */
export function YearTiles({ year, counts, today, onPickMonth }: Props) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {MONTH_NAMES.map((name, i) => {
        const count = counts[i] ?? 0;
        const current = today.year === year && today.month === i + 1;
        return (
          <li key={name}>
            <button
              type="button"
              aria-label={`${name}, ${birthdaysCount(count)}`}
              aria-current={current ? 'date' : undefined}
              onClick={() => onPickMonth(i + 1)}
              className={`flex w-full flex-col items-start rounded-xl p-3 text-left ring-1 transition hover:ring-brand-500 ${
                current ? 'bg-accent-soft ring-brand-500' : 'bg-surface ring-line'
              }`}
            >
              <span className={`text-sm font-semibold ${current ? 'text-accent-ink' : 'text-ink-2'}`}>
                {name}
              </span>
              <span
                className={`mt-1 text-2xl leading-none font-bold ${count > 0 ? 'text-accent' : 'text-ink-6'}`}
              >
                {count}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
