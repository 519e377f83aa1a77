import { gridMoves, useRovingFocus } from '@app/lib/use-roving-focus';
import { daysInMonth, formatBirthDate, parseBirthDate } from '@shared/dates/birth-date';
import { MONTH_NAMES } from '@shared/dates/format';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';

const MIN_YEAR = 1900;
const WEEK = 7;
const dayMoves = gridMoves(WEEK);

/** Days 1..count in rows of 7, as the grid shows them. */
function weeks(count: number): number[][] {
  return Array.from({ length: Math.ceil(count / WEEK) }, (_, row) =>
    Array.from({ length: Math.min(WEEK, count - row * WEEK) }, (_, i) => row * WEEK + i + 1),
  );
}

type MonthDayPickerProps = {
  label?: string;
  /** '' or the wire format: 'YYYY-MM-DD', or '--MM-DD' when the year is unknown. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Id of the trigger button (lets a parent form focus it). */
  id?: string;
};

type Draft = { month: number | null; day: number | null; yearText: string };

/** A 4-digit year between 1900 and the current year, else null. */
function parseYear(text: string): number | null {
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= MIN_YEAR && year <= new Date().getFullYear() ? year : null;
}

function draftFrom(value: string): Draft {
  const date = parseBirthDate(value);
  if (!date) return { month: null, day: null, yearText: '' };
  return { month: date.month, day: date.day, yearText: date.year === null ? '' : String(date.year) };
}

/** Keeps the chosen day only if the newly chosen month has it (any year: Feb 29 is kept). */
function fitDay(day: number | null, month: number | null): number | null {
  if (day === null || month === null) return day;
  return day <= daysInMonth(month) ? day : null;
}

/** The month-and-day date picker: a trigger showing 'MMMM d' and an inline panel with month, day grid and optional year. */
export function MonthDayPicker({ label = 'Birthday', value, onChange, error, id }: MonthDayPickerProps) {
  const uid = useId();
  const triggerId = id ?? `${uid}-trigger`;
  const labelId = `${uid}-label`;
  const valueId = `${uid}-value`;
  const errorId = `${uid}-error`;
  const panelId = `${uid}-panel`;
  const monthId = `${uid}-month`;
  const dayLabelId = `${uid}-day`;
  const yearId = `${uid}-year`;
  const yearHelpId = `${uid}-year-help`;
  const leapId = `${uid}-leap`;

  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(value));

  const current = parseBirthDate(value);
  const year = parseYear(draft.yearText);
  const yearInvalid = draft.yearText !== '' && year === null;
  const dayCount = draft.month === null ? 31 : daysInMonth(draft.month, year);
  // Feb 29 stays chosen while a common year is typed: the year is what must change, so say so.
  const noLeapDay = year !== null && draft.month === 2 && draft.day === 29 && dayCount === 28;
  const dayFocus = useRovingFocus({ count: dayCount, selected: (draft.day ?? 0) - 1, moves: dayMoves });
  const canSave = draft.month !== null && draft.day !== null && !yearInvalid && !noLeapDay;
  const maxYear = new Date().getFullYear();

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setDraft(draftFrom(value));
    setOpen(true);
  };

  const save = () => {
    if (!canSave || draft.month === null || draft.day === null) return;
    onChange(formatBirthDate({ month: draft.month, day: draft.day, year }));
    close();
  };

  const onMonthChange = (text: string) => {
    const month = text === '' ? null : Number(text);
    setDraft((d) => ({ ...d, month, day: fitDay(d.day, month) }));
  };

  const chooseDay = (day: number) => setDraft((d) => ({ ...d, day }));

  const onYearChange = (text: string) => {
    const yearText = text.replace(/\D/g, '').slice(0, 4);
    setDraft((d) => ({ ...d, yearText }));
  };

  const onPanelKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  };

  const describedBy = error ? errorId : undefined;

  return (
    <div className="w-full">
      <label id={labelId} htmlFor={triggerId} className="field-label">
        {label}
      </label>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onClick={toggle}
        className="field-input flex items-center gap-2 text-left"
      >
        <CalendarDays className="size-5 shrink-0 text-accent" aria-hidden />
        <span id={valueId} className="min-w-0 flex-1 truncate">
          {current ? (
            <>
              {MONTH_NAMES[current.month - 1]} {current.day}
              {current.year !== null ? <span className="text-ink-4">, {current.year}</span> : null}
            </>
          ) : (
            <span className="text-ink-4">Select date</span>
          )}
        </span>
        <ChevronDown
          className={`size-4 shrink-0 text-ink-5 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </button>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}

      {open ? (
        <fieldset
          id={panelId}
          aria-label="Choose date"
          onKeyDown={onPanelKeyDown}
          className="mt-2 min-w-0 space-y-4 rounded-xl border border-line bg-surface p-4 shadow-lg"
        >
          <div>
            <label htmlFor={monthId} className="field-label">
              Month
            </label>
            <select
              id={monthId}
              value={draft.month ?? ''}
              onChange={(e) => onMonthChange(e.target.value)}
              className="field-input"
            >
              <option value="" disabled>
                Select month
              </option>
              {MONTH_NAMES.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
          </div>

          <div>
            <span id={dayLabelId} className="field-label">
              Day
            </span>
            {/* biome-ignore lint/a11y/useSemanticElements: a <table> grid wants column headers, and these rows are not weekdays. */}
            <div role="grid" aria-labelledby={dayLabelId} className="space-y-1">
              {weeks(dayCount).map((week) => (
                // biome-ignore lint/a11y: a row of the grid above; its cells take the focus.
                <div key={week[0]} role="row" className="grid grid-cols-7 gap-1">
                  {week.map((day) => {
                    const selected = draft.day === day;
                    const { tabIndex, onKeyDown, ...roving } = dayFocus(day - 1);
                    return (
                      // biome-ignore lint/a11y/useSemanticElements: a cell of the grid above (see there).
                      <div
                        key={day}
                        role="gridcell"
                        tabIndex={tabIndex}
                        aria-selected={selected}
                        aria-label={
                          draft.month === null ? undefined : `${MONTH_NAMES[draft.month - 1]} ${day}`
                        }
                        {...roving}
                        onClick={() => chooseDay(day)}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter' || e.key === ' ') {
                            e.preventDefault();
                            chooseDay(day);
                          } else onKeyDown(e);
                        }}
                        className={`flex h-10 cursor-pointer items-center justify-center rounded-xl text-sm font-medium transition select-none ${
                          selected ? 'bg-brand-600 text-white shadow-sm' : 'text-ink-2 hover:bg-accent-soft'
                        }`}
                      >
                        {day}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>

          <div>
            <label htmlFor={yearId} className="field-label">
              Year (optional)
            </label>
            <input
              id={yearId}
              type="number"
              inputMode="numeric"
              min={MIN_YEAR}
              max={maxYear}
              placeholder="e.g. 1990"
              value={draft.yearText}
              onChange={(e) => onYearChange(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  save();
                }
              }}
              aria-invalid={(yearInvalid && draft.yearText.length === 4) || noLeapDay ? true : undefined}
              aria-describedby={noLeapDay ? `${yearHelpId} ${leapId}` : yearHelpId}
              className="field-input"
            />
            <p
              id={yearHelpId}
              className={yearInvalid && draft.yearText.length === 4 ? 'field-error' : 'field-help'}
            >
              {MIN_YEAR}–{maxYear}
            </p>
            {noLeapDay ? (
              <p id={leapId} role="alert" className="field-error">
                {year} has no February 29. Clear the year or enter a leap year.
              </p>
            ) : null}
          </div>

          <div className="flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={close}>
              Cancel
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={!canSave}
              aria-describedby={noLeapDay ? leapId : undefined}
              onClick={save}
            >
              Save
            </button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
