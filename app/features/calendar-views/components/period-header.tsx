import { RadioChips } from '@app/components/radio-chips';
import { Cake, ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { CALENDAR_VIEWS, type CalendarView } from '../utils/period';

type Props = {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  title: string;
  subtitle?: string;
  count: number;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  /** Today is already inside the period shown. */
  atToday: boolean;
};

/** Week, Month, Year: the switch's labels. */
function viewLabel(intl: IntlShape, view: CalendarView): string {
  if (view === 'week') return intl.formatMessage({ id: 'calendar.viewWeek', defaultMessage: 'Week' });
  if (view === 'month') return intl.formatMessage({ id: 'calendar.viewMonth', defaultMessage: 'Month' });
  return intl.formatMessage({ id: 'calendar.viewYear', defaultMessage: 'Year' });
}

/** The previous and next buttons' names for each view. */
function stepLabels(intl: IntlShape, view: CalendarView): { previous: string; next: string } {
  if (view === 'week') {
    return {
      previous: intl.formatMessage({ id: 'calendar.previousWeek', defaultMessage: 'Previous week' }),
      next: intl.formatMessage({ id: 'calendar.nextWeek', defaultMessage: 'Next week' }),
    };
  }
  if (view === 'month') {
    return {
      previous: intl.formatMessage({ id: 'calendar.previousMonth', defaultMessage: 'Previous month' }),
      next: intl.formatMessage({ id: 'calendar.nextMonth', defaultMessage: 'Next month' }),
    };
  }
  return {
    previous: intl.formatMessage({ id: 'calendar.previousYear', defaultMessage: 'Previous year' }),
    next: intl.formatMessage({ id: 'calendar.nextYear', defaultMessage: 'Next year' }),
  };
}

/** The counter as the spec writes it ('3 Birthdays This Week'), singular for one, its number in bold. */
function counterText(intl: IntlShape, view: CalendarView, count: number): ReactNode {
  const values = { count, b: (chunks: ReactNode[]) => <span className="font-bold">{chunks}</span> };
  if (view === 'week') {
    return intl.formatMessage(
      {
        id: 'calendar.counterWeek',
        defaultMessage:
          '{count, plural, one {<b>#</b> Birthday This Week} other {<b>#</b> Birthdays This Week}}',
      },
      values,
    );
  }
  if (view === 'month') {
    return intl.formatMessage(
      {
        id: 'calendar.counterMonth',
        defaultMessage:
          '{count, plural, one {<b>#</b> Birthday This Month} other {<b>#</b> Birthdays This Month}}',
      },
      values,
    );
  }
  return intl.formatMessage(
    {
      id: 'calendar.counterYear',
      defaultMessage:
        '{count, plural, one {<b>#</b> Birthday This Year} other {<b>#</b> Birthdays This Year}}',
    },
    values,
  );
}

/** The Week / Month / Year switch, previous and next, the month-year (or year) title and the counter. */
export function PeriodHeader({
  view,
  onViewChange,
  title,
  subtitle,
  count,
  onPrevious,
  onNext,
  onToday,
  atToday,
}: Props) {
  const uid = useId();
  const intl = useIntl();
  const steps = stepLabels(intl, view);
  return (
    <div className="space-y-4 rounded-2xl bg-surface p-3 shadow-sm ring-1 ring-line sm:p-4">
      <div className="flex items-center gap-2">
        <div
          role="radiogroup"
          aria-label={intl.formatMessage({ id: 'calendar.viewLabel', defaultMessage: 'View' })}
          className="grid flex-1 grid-cols-3 gap-1 rounded-xl bg-surface-3 p-1 sm:max-w-xs"
        >
          <RadioChips
            look="segment"
            name={`${uid}-view`}
            options={CALENDAR_VIEWS}
            value={view}
            onChange={onViewChange}
            label={(value) => viewLabel(intl, value)}
          />
        </div>
        <button
          type="button"
          className="btn-secondary ms-auto px-3 py-2"
          disabled={atToday}
          onClick={onToday}
        >
          {intl.formatMessage({ id: 'calendar.today', defaultMessage: 'Today' })}
        </button>
      </div>

      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={steps.previous}
          onClick={onPrevious}
          className="flex size-10 shrink-0 items-center justify-center rounded-full text-ink-3 ring-1 ring-line transition hover:bg-surface-2 hover:text-accent-ink"
        >
          <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden />
        </button>
        <div className="min-w-0 flex-1 text-center">
          <h2 aria-live="polite" className="truncate text-lg font-bold text-ink sm:text-xl">
            {title}
          </h2>
          {subtitle ? <p className="text-sm text-ink-4">{subtitle}</p> : null}
        </div>
        <button
          type="button"
          aria-label={steps.next}
          onClick={onNext}
          className="flex size-10 shrink-0 items-center justify-center rounded-full text-ink-3 ring-1 ring-line transition hover:bg-surface-2 hover:text-accent-ink"
        >
          <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden />
        </button>
      </div>

      <p
        role="status"
        className="mx-auto flex w-fit items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent-ink"
      >
        <Cake className="size-4" aria-hidden />
        <span>{counterText(intl, view, count)}</span>
      </p>
    </div>
  );
}
