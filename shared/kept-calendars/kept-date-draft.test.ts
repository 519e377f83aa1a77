import '@shared/kept-calendars/all';
import type { PlainDate } from '@shared/dates/plain-date';
import { describe, expect, it } from 'vitest';
import {
  convertDraft,
  type Draft,
  dayName,
  draftFrom,
  emptyDraft,
  optionValue,
  viewOf,
  withMonth,
  withYearText,
} from './kept-date-draft';

const today: PlainDate = { year: 2026, month: 11, day: 28 };
const draft = (d: Partial<Draft> & Pick<Draft, 'calendar'>): Draft => ({ ...emptyDraft(d.calendar), ...d });
const view = (d: Draft) => viewOf(d, true, today);

describe('the kept-date draft', () => {
  it('opens a saved value as its parts, and an empty one with nothing chosen', () => {
    expect(draftFrom({ date: '1990-03-03', calendar: 'gregory', leap: false })).toEqual({
      calendar: 'gregory',
      month: 3,
      leap: false,
      day: 3,
      yearText: '1990',
    });
    expect(draftFrom({ date: '--06-10', calendar: 'chinese', leap: true })).toMatchObject({
      month: 6,
      leap: true,
      day: 10,
      yearText: '',
    });
    expect(draftFrom({ date: '', calendar: 'hebrew', leap: false })).toEqual(emptyDraft('hebrew'));
  });

  it('saves what is complete, as the wire date in its calendar', () => {
    expect(view(draft({ calendar: 'gregory', month: 12, day: 10, yearText: '1990' })).value).toEqual({
      date: '1990-12-10',
      calendar: 'gregory',
      leap: false,
    });
    expect(view(draft({ calendar: 'hebrew', month: 1, day: 10 })).value).toEqual({
      date: '--01-10',
      calendar: 'hebrew',
      leap: false,
    });
    expect(view(draft({ calendar: 'gregory', month: 12 })).value).toBeNull();
    // Nothing is offered or saved while the calendar is loading.
    const loading = viewOf(draft({ calendar: 'chinese', month: 8, day: 15 }), false, today);
    expect(loading).toMatchObject({ months: [], limits: null, value: null, yearHelp: null });
  });

  it('keeps Feb 29 without a year, and says why a common year cannot have it', () => {
    const feb29 = draft({ calendar: 'gregory', month: 2, day: 29 });
    expect(view(feb29).dayCount).toBe(29);
    expect(view(feb29).value?.date).toBe('--02-29');
    expect(view({ ...feb29, yearText: '2000' }).value?.date).toBe('2000-02-29');
    const common = view({ ...feb29, yearText: '1990' });
    expect(common.missing).toEqual({ lacks: 'feb29', year: 1990 });
    expect(common.value).toBeNull();
    // Choosing February again keeps the 29th: some year has it.
    expect(withMonth(feb29, '2', view(feb29).months).day).toBe(29);
  });

  it('drops the day when the month chosen never has it', () => {
    const jan31 = draft({ calendar: 'gregory', month: 1, day: 31 });
    expect(withMonth(jan31, '4', view(jan31).months)).toMatchObject({ month: 4, day: null });
    expect(withMonth(jan31, '', view(jan31).months)).toMatchObject({ month: null, day: null });
  });

  it('says when the year typed lacks the day (a 29-day lunar month) and offers its days', () => {
    // The 8th month of Chinese year 1990 has 29 days.
    const lunar = draft({ calendar: 'chinese', month: 8, day: 30, yearText: '1990' });
    const v = view(lunar);
    expect(v.chosen?.days).toBe(29);
    expect(v.missing).toMatchObject({ lacks: 'day', year: 1990, month: { label: '8th month', days: 29 } });
    expect(v.value).toBeNull();
  });

  it('offers a leap month in any year, and says so when the year typed has none', () => {
    const anyYear = view(draft({ calendar: 'chinese' })).months;
    expect(anyYear.some((o) => o.month === 6 && o.leap)).toBe(true);
    const leap6 = withMonth(draft({ calendar: 'chinese', day: 10 }), optionValue(6, true), anyYear);
    expect(leap6).toMatchObject({ month: 6, leap: true, day: 10 });
    expect(view({ ...leap6, yearText: '2025' }).value).toEqual({
      date: '2025-06-10',
      calendar: 'chinese',
      leap: true,
    });
    const without = view({ ...leap6, yearText: '2026' });
    expect(without.missing).toMatchObject({ lacks: 'month', year: 2026 });
    expect(without.value).toBeNull();
  });

  it('carries a complete date with a year into another calendar, and clears one without', () => {
    const gregorian = draft({ calendar: 'gregory', month: 9, day: 25, yearText: '2026' });
    expect(convertDraft(gregorian, 'chinese', today)).toEqual({
      calendar: 'chinese',
      month: 8,
      leap: false,
      day: 15,
      yearText: '2026',
    });
    expect(convertDraft({ ...gregorian, yearText: '' }, 'chinese', today)).toEqual(emptyDraft('chinese'));
    expect(
      convertDraft(draft({ calendar: 'chinese', month: 8, day: 15, yearText: '2026' }), 'gregory', today),
    ).toEqual(gregorian);
  });

  it('takes a year as four digits at most, and refuses one the calendar does not accept', () => {
    expect(withYearText(emptyDraft('gregory'), '19a905').yearText).toBe('1990');
    const future = view(draft({ calendar: 'gregory', month: 1, day: 1, yearText: '2099' }));
    expect(future).toMatchObject({
      yearInvalid: true,
      value: null,
      yearHelp: { about: 'range', min: 1900, max: 2026 },
    });
  });

  it('says the Gregorian birth date under another calendar’s year, and names a kept day in words', () => {
    const hebrew = draft({ calendar: 'hebrew', month: 1, day: 1, yearText: '5750' });
    expect(view(hebrew).yearHelp).toMatchObject({ about: 'born', birth: { year: 1989, month: 9, day: 30 } });
    expect(dayName('hebrew', 1, false, 10)).toBe('10 Tishrei (Hebrew)');
    expect(dayName('gregory', 6, false, 9)).toBe('June 9');
  });
});
