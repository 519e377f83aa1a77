import { RadioChips } from '@app/components/radio-chips';
import { Cake, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { CALENDAR_VIEWS, type CalendarView, counterLabel, VIEW_LABELS } from '../utils/period';

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
  const unit = VIEW_LABELS[view].toLowerCase();
  return (
    <div className="space-y-4 rounded-2xl bg-surface p-3 shadow-sm ring-1 ring-line sm:p-4">
      <div className="flex items-center gap-2">
        <div
          role="radiogroup"
          aria-label="View"
          className="grid flex-1 grid-cols-3 gap-1 rounded-xl bg-surface-3 p-1 sm:max-w-xs"
        >
          <RadioChips
            look="segment"
            name={`${uid}-view`}
            options={CALENDAR_VIEWS}
            value={view}
            onChange={onViewChange}
            label={(value) => VIEW_LABELS[value]}
          />
        </div>
        <button
          type="button"
          className="btn-secondary ml-auto px-3 py-2"
          disabled={atToday}
          onClick={onToday}
        >
          Today
        </button>
      </div>

      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={`Previous ${unit}`}
          onClick={onPrevious}
          className="flex size-10 shrink-0 items-center justify-center rounded-full text-ink-3 ring-1 ring-line transition hover:bg-surface-2 hover:text-accent-ink"
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <div className="min-w-0 flex-1 text-center">
          <h2 aria-live="polite" className="truncate text-lg font-bold text-ink sm:text-xl">
            {title}
          </h2>
          {subtitle ? <p className="text-sm text-ink-4">{subtitle}</p> : null}
        </div>
        <button
          type="button"
          aria-label={`Next ${unit}`}
          onClick={onNext}
          className="flex size-10 shrink-0 items-center justify-center rounded-full text-ink-3 ring-1 ring-line transition hover:bg-surface-2 hover:text-accent-ink"
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>

      <p
        role="status"
        className="mx-auto flex w-fit items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent-ink"
      >
        <Cake className="size-4" aria-hidden />
        <span>
          <span className="font-bold">{count.toLocaleString('en-US')}</span> {counterLabel(view, count)}
        </span>
      </p>
    </div>
  );
}
