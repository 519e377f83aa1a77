import { describe, expect, it } from 'vitest';
import { birthdayRule, googleCalendarEvent, googleCalendarLink } from './birthday-event';

const today = { year: 2026, month: 11, day: 22 };

describe('birthday calendar events', () => {
  it('repeat yearly; Feb 29 as the last day of February so it shows every year', () => {
    expect(birthdayRule({ month: 5, day: 17 })).toBe('RRULE:FREQ=YEARLY');
    expect(birthdayRule({ month: 2, day: 29 })).toBe('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');
  });

  it('start on the next occurrence: today itself, else this year, else next year (Feb 29 on Feb 28)', () => {
    const start = (month: number, day: number) =>
      googleCalendarEvent({ name: 'A', notes: '', month, day }, today, 'UTC').start.date;
    expect(start(11, 22)).toBe('2026-11-22');
    expect(start(12, 31)).toBe('2026-12-31');
    expect(start(11, 21)).toBe('2027-11-21');
    expect(start(2, 29)).toBe('2027-02-28');
    expect(googleCalendarEvent({ name: 'A', notes: '', month: 12, day: 31 }, today, 'UTC').end.date).toBe(
      '2027-01-01',
    );
  });

  it("is the spec's Google event: summary, notes, all-day in the user's zone, email and popup 10080 minutes before", () => {
    expect(
      googleCalendarEvent({ name: 'Zoë', notes: 'Tea', month: 2, day: 29 }, today, 'Europe/Istanbul'),
    ).toEqual({
      summary: "Zoë's Birthday",
      description: 'Tea',
      start: { date: '2027-02-28', timeZone: 'Europe/Istanbul' },
      end: { date: '2027-03-01', timeZone: 'Europe/Istanbul' },
      recurrence: ['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1'],
      reminders: {
        useDefault: false,
        overrides: [
          { method: 'email', minutes: 10080 },
          { method: 'popup', minutes: 10080 },
        ],
      },
    });
  });

  it('links to a Google Calendar event with the same title, dates, notes and rule, all encoded', () => {
    const url = new URL(googleCalendarLink({ name: 'Ann & Bo', notes: 'a,b;c\nd', month: 1, day: 5 }, today));
    expect(url.searchParams.get('text')).toBe("Ann & Bo's Birthday");
    expect(url.searchParams.get('dates')).toBe('20270105/20270106');
    expect(url.searchParams.get('details')).toBe('a,b;c\nd');
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=YEARLY');
  });
});
