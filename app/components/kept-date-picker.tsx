import { gridMoves, useRovingFocus } from '@app/lib/use-roving-focus';
import { formatBirthDate, splitBirthDate } from '@shared/dates/birth-date';
import { MONTH_NAMES } from '@shared/dates/format';
import type { PlainDate } from '@shared/dates/plain-date';
import {
  CALENDAR_IDS,
  type CalendarId,
  calendarName,
  describeKeptDate,
  fromGregorian,
  isCalendarLoaded,
  type KeptDate,
  loadCalendars,
  type MonthOption,
  monthOptions,
  toGregorian,
  yearRange,
} from '@shared/kept-calendars';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

const MIN_GREGORIAN_YEAR = 1900;
const WEEK = 7;
const dayMoves = gridMoves(WEEK);

/** Days 1..count in rows of 7, as the grid shows them. */
function weeks(count: number): number[][] {
  return Array.from({ length: Math.ceil(count / WEEK) }, (_, row) =>
    Array.from({ length: Math.min(WEEK, count - row * WEEK) }, (_, i) => row * WEEK + i + 1),
  );
}

/**
 * A birthday as the form keeps it: `date` is '' or the wire format ('YYYY-MM-DD', or '--MM-DD' when the year
 * is unknown) with the month, day and year of `calendar`; `leap` marks a Chinese/Korean leap month.
 */
export type KeptDateValue = { date: string; calendar: CalendarId; leap: boolean };

type KeptDatePickerProps = {
  label?: string;
  value: KeptDateValue;
  onChange: (value: KeptDateValue) => void;
  error?: string;
  /** Id of the trigger button (lets a parent form focus it). */
  id?: string;
};

type Draft = {
  calendar: CalendarId;
  month: number | null;
  leap: boolean;
  day: number | null;
  yearText: string;
};

const emptyDraft = (calendar: CalendarId): Draft => ({
  calendar,
  month: null,
  leap: false,
  day: null,
  yearText: '',
});

function draftFrom({ date, calendar, leap }: KeptDateValue): Draft {
  const parts = splitBirthDate(date);
  if (!parts) return emptyDraft(calendar);
  const yearText = parts.year === null ? '' : String(parts.year);
  return { calendar, month: parts.month, leap, day: parts.day, yearText };
}

function today(): PlainDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The birth years a calendar's year field accepts: none before 1900 nor after this year. */
function yearLimits(calendar: CalendarId): { min: number; max: number } {
  const thisYear = fromGregorian(calendar, today()).year ?? today().year;
  return calendar === 'gregory'
    ? { min: MIN_GREGORIAN_YEAR, max: thisYear }
    : { min: yearRange(calendar).first, max: thisYear };
}

/** A 4-digit year within the calendar's limits, else null. */
function parseYear(text: string, calendar: CalendarId): number | null {
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  const { min, max } = yearLimits(calendar);
  return year >= min && year <= max ? year : null;
}

const optionValue = (month: number, leap: boolean) => `${month}${leap ? 'L' : ''}`;
const sameMonth = (o: MonthOption, d: Pick<Draft, 'month' | 'leap'>) =>
  o.month === d.month && o.leap === d.leap;

/** The Gregorian birth date of a complete draft with a year, null otherwise (or when its calendar is not loaded). */
function gregorianBirth(d: Draft) {
  if (d.month === null || d.day === null || !isCalendarLoaded(d.calendar)) return null;
  const year = parseYear(d.yearText, d.calendar);
  if (year === null) return null;
  return toGregorian({ calendar: d.calendar, month: d.month, leap: d.leap, day: d.day, year });
}

/**
 * The draft in another (loaded) calendar: a complete date with a year is the same day of birth there;
 * without a year the month and day mean nothing in the other calendar, so they are cleared.
 */
function convertDraft(d: Draft, calendar: CalendarId): Draft {
  const birth = gregorianBirth(d);
  if (!birth) return emptyDraft(calendar);
  try {
    const kept = fromGregorian(calendar, birth);
    return { calendar, month: kept.month, leap: !!kept.leap, day: kept.day, yearText: String(kept.year) };
  } catch {
    // A birth before 1900 has no date in the other calendars: start that calendar afresh.
    return emptyDraft(calendar);
  }
}

/** '8th month 15' would read badly: a kept day is named in words, a Gregorian one 'June 9'. */
function dayName(calendar: CalendarId, month: number, leap: boolean, day: number): string {
  return calendar === 'gregory'
    ? `${MONTH_NAMES[month - 1]} ${day}`
    : describeKeptDate({ calendar, month, leap, day, year: null });
}

const couldNotLoad = (calendar: CalendarId) =>
  `The ${calendarName(calendar)} calendar could not be loaded. Check your connection and try again.`;

/**
 * The date picker of a birthday kept in any calendar: a trigger showing the date and an inline panel with the
 * calendar, its months (leap months included), a day grid and the optional year in that calendar's numbering.
 * A calendar other than the Gregorian is loaded when chosen or shown.
 */
export function KeptDatePicker({ label = 'Birthday', value, onChange, error, id }: KeptDatePickerProps) {
  const uid = useId();
  const triggerId = id ?? `${uid}-trigger`;
  const labelId = `${uid}-label`;
  const valueId = `${uid}-value`;
  const errorId = `${uid}-error`;
  const panelId = `${uid}-panel`;
  const calendarId = `${uid}-calendar`;
  const calendarHelpId = `${uid}-calendar-help`;
  const monthId = `${uid}-month`;
  const dayLabelId = `${uid}-day`;
  const yearId = `${uid}-year`;
  const yearHelpId = `${uid}-year-help`;
  const missingId = `${uid}-missing`;

  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(value));
  // The calendar being loaded, and the one whose loading failed (the draft then stays as it was).
  const [loading, setLoading] = useState<CalendarId | null>(null);
  const [failed, setFailed] = useState<CalendarId | null>(null);

  /** Loads a calendar, telling the user while it loads and when it fails; true once it is usable. */
  const ensureLoaded = async (calendar: CalendarId): Promise<boolean> => {
    if (isCalendarLoaded(calendar)) return true;
    setLoading(calendar);
    setFailed(null);
    try {
      await loadCalendars([calendar]);
      return true;
    } catch {
      setFailed(calendar);
      return false;
    } finally {
      setLoading((l) => (l === calendar ? null : l));
    }
  };

  // A saved date in another calendar (editing) needs its calendar to be shown in words.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new calendar needs loading.
  useEffect(() => {
    void ensureLoaded(value.calendar);
  }, [value.calendar]);

  const ready = isCalendarLoaded(draft.calendar) && loading === null;
  const year = ready ? parseYear(draft.yearText, draft.calendar) : null;
  const limits = ready ? yearLimits(draft.calendar) : null;
  const yearInvalid = draft.yearText !== '' && year === null;
  // The months of the year typed; the months of any year while none is, or while the chosen one lacks the month
  // chosen (which stays chosen, with a sentence saying why it cannot be saved).
  const yearMonths = ready && year !== null ? monthOptions(draft.calendar, year) : [];
  const months =
    yearMonths.length > 0 && (draft.month === null || yearMonths.some((o) => sameMonth(o, draft)))
      ? yearMonths
      : ready
        ? monthOptions(draft.calendar)
        : [];
  const chosen = months.find((o) => sameMonth(o, draft));
  const dayCount = chosen ? chosen.days : Math.max(0, ...months.map((o) => o.days));
  const missing = missingSentence(draft, year, chosen, yearMonths);
  const dayFocus = useRovingFocus({ count: dayCount, selected: (draft.day ?? 0) - 1, moves: dayMoves });
  const canSave = ready && chosen !== undefined && draft.day !== null && !yearInvalid && missing === null;

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
    void ensureLoaded(value.calendar);
  };

  const save = () => {
    if (!canSave || draft.day === null || !chosen) return;
    onChange({
      date: formatBirthDate({ month: chosen.month, day: draft.day, year }),
      calendar: draft.calendar,
      leap: chosen.leap,
    });
    close();
  };

  const chooseCalendar = async (calendar: CalendarId) => {
    const before = draft;
    setFailed(null);
    if (isCalendarLoaded(calendar)) {
      setDraft(convertDraft(before, calendar));
      return;
    }
    setDraft(emptyDraft(calendar));
    const usable = await ensureLoaded(calendar);
    // A failed load keeps everything typed, in the calendar it was typed in.
    setDraft((d) => (d.calendar !== calendar ? d : usable ? convertDraft(before, calendar) : before));
  };

  const onMonthChange = (text: string) => {
    const month = text === '' ? null : Number.parseInt(text, 10);
    const leap = text.endsWith('L');
    // Keeps the chosen day only if the newly chosen month has it (in any year: Feb 29 is kept).
    const days = months.find((o) => o.month === month && o.leap === leap)?.days ?? 0;
    setDraft((d) => ({ ...d, month, leap, day: d.day !== null && d.day <= days ? d.day : null }));
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

  const describedBy = [error ? errorId : null, failed === value.calendar && !open ? calendarHelpId : null]
    .filter(Boolean)
    .join(' ');
  const gregorian = draft.calendar === 'gregory';
  const yearHelp = limits ? yearHelpOf(draft, year, limits) : '';

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
        aria-describedby={describedBy || undefined}
        onClick={toggle}
        className="field-input flex items-center gap-2 text-left"
      >
        <CalendarDays className="size-5 shrink-0 text-accent" aria-hidden />
        <span id={valueId} className="min-w-0 flex-1 truncate">
          <TriggerText value={value} />
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
      {failed === value.calendar && !open ? (
        <p id={calendarHelpId} role="alert" className="field-error">
          {couldNotLoad(failed)}
        </p>
      ) : null}

      {open ? (
        <fieldset
          id={panelId}
          aria-label="Choose date"
          aria-busy={loading !== null}
          onKeyDown={onPanelKeyDown}
          className="mt-2 min-w-0 space-y-4 rounded-xl border border-line bg-surface p-4 shadow-lg"
        >
          <div>
            <label htmlFor={calendarId} className="field-label">
              Calendar
            </label>
            <select
              id={calendarId}
              value={draft.calendar}
              onChange={(e) => void chooseCalendar(e.target.value as CalendarId)}
              aria-describedby={loading || failed ? calendarHelpId : undefined}
              className="field-input"
            >
              {CALENDAR_IDS.map((calendar) => (
                <option key={calendar} value={calendar}>
                  {calendarName(calendar)}
                </option>
              ))}
            </select>
            {loading ? (
              <p id={calendarHelpId} role="status" className="field-help">
                Loading the {calendarName(loading)} calendar…
              </p>
            ) : failed ? (
              <p id={calendarHelpId} role="alert" className="field-error">
                {couldNotLoad(failed)}
              </p>
            ) : null}
          </div>

          <div>
            <label htmlFor={monthId} className="field-label">
              Month
            </label>
            <select
              id={monthId}
              value={chosen ? optionValue(chosen.month, chosen.leap) : ''}
              disabled={!ready}
              onChange={(e) => onMonthChange(e.target.value)}
              className="field-input"
            >
              <option value="" disabled>
                Select month
              </option>
              {months.map((o) => (
                <option key={optionValue(o.month, o.leap)} value={optionValue(o.month, o.leap)}>
                  {o.label}
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
                          chosen ? dayName(draft.calendar, chosen.month, chosen.leap, day) : undefined
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
              {gregorian
                ? 'Year (optional)'
                : `Year in the ${calendarName(draft.calendar)} calendar (optional)`}
            </label>
            <input
              id={yearId}
              type="number"
              inputMode="numeric"
              min={limits?.min}
              max={limits?.max}
              disabled={!ready}
              placeholder={limits ? `e.g. ${limits.max - 36}` : undefined}
              value={draft.yearText}
              onChange={(e) => onYearChange(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  save();
                }
              }}
              aria-invalid={(yearInvalid && draft.yearText.length === 4) || missing ? true : undefined}
              aria-describedby={missing ? `${yearHelpId} ${missingId}` : yearHelpId}
              className="field-input"
            />
            <p
              id={yearHelpId}
              className={yearInvalid && draft.yearText.length === 4 ? 'field-error' : 'field-help'}
            >
              {yearHelp}
            </p>
            {missing ? (
              <p id={missingId} role="alert" className="field-error">
                {missing}
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
              aria-describedby={missing ? missingId : undefined}
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

/** The Gregorian years a year of another calendar spans: '1946/47', or '2024' when it lies within one. */
function gregorianYears(calendar: CalendarId, year: number): string {
  const firstDay = (y: number) => toGregorian({ calendar, month: 1, leap: false, day: 1, year: y });
  const start = firstDay(year)?.year ?? year;
  const next = year < yearRange(calendar).last ? firstDay(year + 1) : null;
  const end = next ? (next.month === 1 && next.day === 1 ? next.year - 1 : next.year) : start;
  return end === start ? String(start) : `${start}/${String(end).slice(-2)}`;
}

/** Under the year of another calendar: the Gregorian birth date once known, else what the year is in Gregorian years. */
function yearHelpOf(draft: Draft, year: number | null, limits: { min: number; max: number }): string {
  const range = `${limits.min}–${limits.max}`;
  if (draft.calendar === 'gregory') return range;
  const birth = gregorianBirth(draft);
  if (birth)
    return `Born ${MONTH_NAMES[birth.month - 1]} ${birth.day}, ${birth.year} in the Gregorian calendar.`;
  if (year === null) {
    return `${range}. This year is ${limits.max} (${gregorianYears(draft.calendar, limits.max)} in the Gregorian calendar).`;
  }
  return `${range}. ${year} is ${gregorianYears(draft.calendar, year)} in the Gregorian calendar.`;
}

/** Why the chosen month or day cannot be kept with the year typed; null when it can. */
function missingSentence(
  draft: Draft,
  year: number | null,
  chosen: MonthOption | undefined,
  yearMonths: MonthOption[],
): string | null {
  if (year === null || !chosen || draft.day === null) return null;
  const inYear = yearMonths.find((o) => sameMonth(o, chosen));
  if (!inYear) return `${year} has no ${chosen.label}. Clear the year or choose another month.`;
  if (draft.day <= inYear.days) return null;
  return draft.calendar === 'gregory'
    ? `${year} has no February 29. Clear the year or enter a leap year.`
    : `${inYear.label} ${year} has ${inYear.days} days. Clear the year or choose another day.`;
}

/** The saved date as the trigger shows it: 'March 3, 1990', or in words for another calendar once it is loaded. */
function TriggerText({ value }: { value: KeptDateValue }) {
  const parts = splitBirthDate(value.date);
  if (!parts) return <span className="text-ink-4">Select date</span>;
  if (value.calendar === 'gregory') {
    return (
      <>
        {MONTH_NAMES[parts.month - 1]} {parts.day}
        {parts.year !== null ? <span className="text-ink-4">, {parts.year}</span> : null}
      </>
    );
  }
  if (!isCalendarLoaded(value.calendar))
    return <span className="text-ink-4">{calendarName(value.calendar)} date</span>;
  const kept: KeptDate = { calendar: value.calendar, leap: value.leap, ...parts };
  return <>{describeKeptDate(kept, { withYear: true })}</>;
}
