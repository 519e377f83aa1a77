import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMonthDayOrdinal } from '../../../../shared/dates/format';
import { ageOn, nextOccurrence } from '../../../../shared/dates/occurrence';
import type { PlainDate } from '../../../../shared/dates/plain-date';
import { relativeLabel } from '../../../../shared/dates/relative';
import { capitalize } from '../../../../shared/text';
import type { BirthdayView } from '../utils/birthday-view';

type Props = {
  birthday: BirthdayView;
  today: PlainDate;
  days?: number;
  /** Drawn out for a moment, e.g. just after it was saved. */
  highlighted?: boolean;
  onOpen: (id: string) => void;
  /** A button beside the row (e.g. Send wishes), composed in app/routes. */
  action?: ReactNode;
};

/** One birthday in a list: opens the details modal. */
export function BirthdayRow({ birthday, today, days, highlighted = false, onOpen, action }: Props) {
  const age = ageOn(birthday, nextOccurrence(birthday, today));
  const date = formatMonthDayOrdinal(birthday.month, birthday.day);
  return (
    <li className={action ? 'flex items-center gap-2' : undefined}>
      <button
        type="button"
        data-birthday-id={birthday.id}
        data-highlighted={highlighted || undefined}
        onClick={() => onOpen(birthday.id)}
        className={`flex w-full items-center gap-3 rounded-2xl p-3 text-left shadow-sm transition duration-500 hover:ring-brand-500 sm:p-4 ${
          highlighted ? 'bg-brand-50 ring-2 ring-brand-500' : 'bg-white ring-1 ring-slate-200'
        }`}
      >
        <span
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-amber-400 text-lg font-bold text-white"
        >
          {birthday.name.charAt(0).toUpperCase()}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-slate-900">{birthday.name}</span>
          <span className="block text-sm text-slate-500">
            {date}
            {age !== null ? ` · turns ${age}` : ''}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          {days !== undefined ? (
            <span className="text-sm font-semibold text-brand-700">{relativeLabel(days)}</span>
          ) : null}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
            {capitalize(birthday.category)}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
      </button>
      {action}
    </li>
  );
}
