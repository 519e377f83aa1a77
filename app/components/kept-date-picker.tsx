import { dateText, monthText } from '@app/i18n/birthday-date';
import { formatPlainDate, gregorianFormat, utcDay } from '@app/i18n/format-date';
import { calendarNameIn } from '@app/i18n/shared-words';
import { gridMoves, useRovingFocus } from '@app/lib/use-roving-focus';
import { splitBirthDate } from '@shared/dates/birth-date';
import type { PlainDate } from '@shared/dates/plain-date';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import {
  type CalendarId,
  isCalendarLoaded,
  type KeptDate,
  loadCalendars,
  type MonthOption,
} from '@shared/kept-calendars';
import {
  convertDraft,
  type Draft,
  dayName,
  draftFrom,
  emptyDraft,
  type KeptDateValue,
  type Missing,
  optionValue,
  viewOf,
  withMonth,
  withYearText,
  type YearHelp,
} from '@shared/kept-calendars/kept-date-draft';
import { PICKER_CALENDAR_IDS } from '@shared/kept-calendars/yahrzeit';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';

export type { KeptDateValue };

const WEEK = 7;
const dayMoves = gridMoves(WEEK);

/** Days 1..count in rows of 7, as the grid shows them. */
function weeks(count: number): number[][] {
  return Array.from({ length: Math.ceil(count / WEEK) }, (_, row) =>
    Array.from({ length: Math.min(WEEK, count - row * WEEK) }, (_, i) => row * WEEK + i + 1),
  );
}

type KeptDatePickerProps = {
  label?: string;
  value: KeptDateValue;
  onChange: (value: KeptDateValue) => void;
  error?: string;
  /** Id of the trigger button (lets a parent form focus it). */
  id?: string;
};

function today(): PlainDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export const couldNotLoad = (intl: IntlShape, calendar: CalendarId) =>
  intl.formatMessage(
    {
      id: 'datePicker.couldNotLoad',
      defaultMessage: 'The {calendar} calendar could not be loaded. Check your connection and try again.',
    },
    { calendar: calendarNameIn(intl, calendar) },
  );
export const loadingCalendar = (intl: IntlShape, calendar: CalendarId) =>
  intl.formatMessage(
    { id: 'datePicker.loadingCalendar', defaultMessage: 'Loading the {calendar} calendar…' },
    { calendar: calendarNameIn(intl, calendar) },
  );

/**
 * The date picker of a birthday kept in any calendar: a trigger showing the date and an inline panel with the
 * calendar, its months (leap months included), a day grid and the optional year in that calendar's numbering.
 * A calendar other than the Gregorian is loaded when chosen or shown.
 */
export function KeptDatePicker({ label, value, onChange, error, id }: KeptDatePickerProps) {
  const intl = useIntl();
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
  const view = viewOf(draft, ready, today());
  const dayFocus = useRovingFocus({ count: view.dayCount, selected: (draft.day ?? 0) - 1, moves: dayMoves });

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
    if (!view.value) return;
    onChange(view.value);
    close();
  };

  const chooseCalendar = async (calendar: CalendarId) => {
    const before = draft;
    setFailed(null);
    if (isCalendarLoaded(calendar)) {
      setDraft(convertDraft(before, calendar, today()));
      return;
    }
    setDraft(emptyDraft(calendar));
    const usable = await ensureLoaded(calendar);
    // A failed load keeps everything typed, in the calendar it was typed in.
    setDraft((d) =>
      d.calendar !== calendar ? d : usable ? convertDraft(before, calendar, today()) : before,
    );
  };

  const onMonthChange = (text: string) => setDraft((d) => withMonth(d, text, view.months));

  const chooseDay = (day: number) => setDraft((d) => ({ ...d, day }));

  const onYearChange = (text: string) => setDraft((d) => withYearText(d, text));

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

  return (
    <div className="w-full">
      <label id={labelId} htmlFor={triggerId} className="field-label">
        {label ?? intl.formatMessage({ id: 'datePicker.birthday', defaultMessage: 'Birthday' })}
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
        className="field-input flex items-center gap-2 text-start"
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
          {couldNotLoad(intl, failed)}
        </p>
      ) : null}

      {open ? (
        <fieldset
          id={panelId}
          aria-label={intl.formatMessage({ id: 'datePicker.chooseDate', defaultMessage: 'Choose date' })}
          aria-busy={loading !== null}
          onKeyDown={onPanelKeyDown}
          className="mt-2 min-w-0 space-y-4 rounded-xl border border-line bg-surface p-4 shadow-lg"
        >
          <div>
            <label htmlFor={calendarId} className="field-label">
              {intl.formatMessage({ id: 'datePicker.calendar', defaultMessage: 'Calendar' })}
            </label>
            <select
              id={calendarId}
              value={draft.calendar}
              onChange={(e) => void chooseCalendar(e.target.value as CalendarId)}
              aria-describedby={loading || failed ? calendarHelpId : undefined}
              className="field-input"
            >
              {PICKER_CALENDAR_IDS.map((calendar) => (
                <option key={calendar} value={calendar}>
                  {calendarNameIn(intl, calendar)}
                </option>
              ))}
            </select>
            {loading ? (
              <p id={calendarHelpId} role="status" className="field-help">
                {loadingCalendar(intl, loading)}
              </p>
            ) : failed ? (
              <p id={calendarHelpId} role="alert" className="field-error">
                {couldNotLoad(intl, failed)}
              </p>
            ) : null}
          </div>

          <div>
            <label htmlFor={monthId} className="field-label">
              {intl.formatMessage({ id: 'datePicker.month', defaultMessage: 'Month' })}
            </label>
            <select
              id={monthId}
              value={view.chosen ? optionValue(view.chosen.month, view.chosen.leap) : ''}
              disabled={!ready}
              onChange={(e) => onMonthChange(e.target.value)}
              className="field-input"
            >
              <option value="" disabled>
                {intl.formatMessage({ id: 'datePicker.selectMonth', defaultMessage: 'Select month' })}
              </option>
              {view.months.map((o) => (
                <option key={optionValue(o.month, o.leap)} value={optionValue(o.month, o.leap)}>
                  {monthText(intl, draft.calendar, o.month, o.leap, view.monthsYear)}
                </option>
              ))}
            </select>
          </div>

          <div>
            <span id={dayLabelId} className="field-label">
              {intl.formatMessage({ id: 'datePicker.day', defaultMessage: 'Day' })}
            </span>
            {/* biome-ignore lint/a11y/useSemanticElements: a <table> grid wants column headers, and these rows are not weekdays. */}
            <div role="grid" aria-labelledby={dayLabelId} className="space-y-1">
              {weeks(view.dayCount).map((week) => (
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
                          view.chosen ? dayLabel(intl, draft.calendar, view.chosen, day) : undefined
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
                ? intl.formatMessage({ id: 'datePicker.yearOptional', defaultMessage: 'Year (optional)' })
                : intl.formatMessage(
                    {
                      id: 'datePicker.yearInCalendarOptional',
                      defaultMessage: 'Year in the {calendar} calendar (optional)',
                    },
                    { calendar: calendarNameIn(intl, draft.calendar) },
                  )}
            </label>
            <input
              id={yearId}
              type="number"
              inputMode="numeric"
              min={view.limits?.min}
              max={view.limits?.max}
              disabled={!ready}
              placeholder={
                view.limits
                  ? intl.formatMessage(
                      { id: 'datePicker.yearExample', defaultMessage: 'e.g. {year}' },
                      // A year is written without grouping: 1990, not 1,990.
                      { year: String(view.limits.max - 36) },
                    )
                  : undefined
              }
              value={draft.yearText}
              onChange={(e) => onYearChange(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  save();
                }
              }}
              aria-invalid={
                (view.yearInvalid && draft.yearText.length === 4) || view.missing ? true : undefined
              }
              aria-describedby={view.missing ? `${yearHelpId} ${missingId}` : yearHelpId}
              className="field-input"
            />
            <p
              id={yearHelpId}
              className={view.yearInvalid && draft.yearText.length === 4 ? 'field-error' : 'field-help'}
            >
              {view.yearHelp ? yearHelpText(intl, view.yearHelp) : null}
            </p>
            {view.missing ? (
              <p id={missingId} role="alert" className="field-error">
                {missingText(intl, draft.calendar, view.missing, view.monthsYear)}
              </p>
            ) : null}
          </div>

          <div className="flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={close}>
              {intl.formatMessage({ id: 'datePicker.cancel', defaultMessage: 'Cancel' })}
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={!view.value}
              aria-describedby={view.missing ? missingId : undefined}
              onClick={save}
            >
              {intl.formatMessage({ id: 'datePicker.save', defaultMessage: 'Save' })}
            </button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

// A year is written without grouping: 1990, not 1,990.
const yearsOf = ({ min, max }: { min: number; max: number }) => ({ min: String(min), max: String(max) });

/** The sentence under the year field in the chosen language (the spec's English: 'Born March 5, 1990 in the Gregorian calendar.'). */
function yearHelpText(intl: IntlShape, help: YearHelp) {
  switch (help.about) {
    case 'range':
      return intl.formatMessage({ id: 'datePicker.yearRange', defaultMessage: '{min}–{max}' }, yearsOf(help));
    case 'born':
      return intl.formatMessage(
        { id: 'datePicker.bornGregorian', defaultMessage: 'Born {date} in the Gregorian calendar.' },
        {
          date: formatPlainDate(intl.locale, { year: 'numeric', month: 'long', day: 'numeric' }, help.birth),
        },
      );
    case 'year':
      return intl.formatMessage(
        {
          id: 'datePicker.yearInGregorian',
          defaultMessage:
            '{now, select, yes {{min}–{max}. This year is {year} ({gregorian} in the Gregorian calendar).} other {{min}–{max}. {year} is {gregorian} in the Gregorian calendar.}}',
        },
        {
          ...yearsOf(help),
          year: String(help.year),
          gregorian: help.gregorian,
          now: help.now ? 'yes' : 'no',
        },
      );
  }
}

/** Why the date cannot be saved with the year typed, in the chosen language. */
function missingText(intl: IntlShape, calendar: CalendarId, missing: Missing, monthsYear: number | null) {
  const year = String(missing.year);
  switch (missing.lacks) {
    case 'feb29':
      return intl.formatMessage(
        {
          id: 'datePicker.noFeb29',
          defaultMessage: '{year} has no {day}. Clear the year or enter a leap year.',
        },
        {
          year,
          day: formatPlainDate(
            intl.locale,
            { month: 'long', day: 'numeric' },
            { year: 2000, month: 2, day: 29 },
          ),
        },
      );
    case 'month':
      return intl.formatMessage(
        {
          id: 'datePicker.noMonth',
          defaultMessage: '{year} has no {month}. Clear the year or choose another month.',
        },
        { year, month: monthLabel(intl, calendar, missing.month, monthsYear) },
      );
    case 'day':
      return intl.formatMessage(
        {
          id: 'datePicker.shortMonth',
          defaultMessage:
            '{month} {year} has {days, plural, one {# day} other {# days}}. Clear the year or choose another day.',
        },
        { year, month: monthLabel(intl, calendar, missing.month, missing.year), days: missing.month.days },
      );
  }
}

/** A month in a sentence: the picker's own English label, else its name in the chosen language. */
const monthLabel = (intl: IntlShape, calendar: CalendarId, month: MonthOption, year: number | null) =>
  intl.locale === DEFAULT_LOCALE ? month.label : monthText(intl, calendar, month.month, month.leap, year);

/** A day of the grid by name: the spec's in English ('June 9'), else the date in the chosen language. */
const dayLabel = (intl: IntlShape, calendar: CalendarId, { month, leap }: MonthOption, day: number) =>
  intl.locale === DEFAULT_LOCALE
    ? dayName(calendar, month, leap, day)
    : dateText(intl, { calendar, month, leap, day });

/**
 * A Gregorian month and day (and year, when known) in the reader's language, as parts: in English
 * 'March 3' or 'March 3, 1990'. The year and what leads up to it (', ') come apart, to be shown dimmer.
 */
function gregorianParts(locale: string, month: number, day: number, year: number | null) {
  const parts = gregorianFormat(locale, {
    month: 'long',
    day: 'numeric',
    year: year !== null ? 'numeric' : undefined,
  }).formatToParts(utcDay({ year: year ?? 2000, month, day }));
  const at = parts.findIndex((p) => p.type === 'year');
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((p) => p.value)
      .join('');
  if (at === -1) return { main: text(0, parts.length), year: '', yearFirst: false };
  // A year at the end takes the literal before it (', 1990'); one in front the literal after it (1990년 ).
  const yearFirst = at < parts.length - 1;
  if (yearFirst) {
    const end = parts[at + 1]?.type === 'literal' ? at + 2 : at + 1;
    return { main: text(0, at) + text(end, parts.length), year: text(at, end), yearFirst };
  }
  const start = at > 0 && parts[at - 1]?.type === 'literal' ? at - 1 : at;
  return { main: text(0, start), year: text(start, parts.length), yearFirst };
}

/** The saved date as the trigger shows it: 'March 3, 1990', or in words for another calendar once it is loaded. */
function TriggerText({ value }: { value: KeptDateValue }) {
  const intl = useIntl();
  const parts = splitBirthDate(value.date);
  if (!parts)
    return (
      <span className="text-ink-4">
        {intl.formatMessage({ id: 'datePicker.selectDate', defaultMessage: 'Select date' })}
      </span>
    );
  if (value.calendar === 'gregory') {
    const shown = gregorianParts(intl.locale, parts.month, parts.day, parts.year);
    const year = shown.year ? <span className="text-ink-4">{shown.year}</span> : null;
    return shown.yearFirst ? (
      <>
        {year}
        {shown.main}
      </>
    ) : (
      <>
        {shown.main}
        {year}
      </>
    );
  }
  if (!isCalendarLoaded(value.calendar))
    return (
      <span className="text-ink-4">
        {intl.formatMessage(
          { id: 'datePicker.calendarDate', defaultMessage: '{calendar} date' },
          { calendar: calendarNameIn(intl, value.calendar) },
        )}
      </span>
    );
  const kept: KeptDate = { calendar: value.calendar, leap: value.leap, ...parts };
  return <>{dateText(intl, kept, { withYear: true })}</>;
}
