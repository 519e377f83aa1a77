import { MONTH_NAMES } from '../../../../shared/dates/format';
import type { PlainDate } from '../../../../shared/dates/plain-date';
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
                current ? 'bg-brand-50 ring-brand-500' : 'bg-white ring-slate-200'
              }`}
            >
              <span className={`text-sm font-semibold ${current ? 'text-brand-700' : 'text-slate-700'}`}>
                {name}
              </span>
              <span
                className={`mt-1 text-2xl leading-none font-bold ${count > 0 ? 'text-brand-600' : 'text-slate-300'}`}
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
