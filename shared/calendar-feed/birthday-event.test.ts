import '@shared/kept-calendars/all';
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
      googleCalendarEvent({ name: 'A', notes: '', month, day }, today, 'UTC', 'en').start.date;
    expect(start(11, 22)).toBe('2026-11-22');
    expect(start(12, 31)).toBe('2026-12-31');
    expect(start(11, 21)).toBe('2027-11-21');
    expect(start(2, 29)).toBe('2027-02-28');
    expect(
      googleCalendarEvent({ name: 'A', notes: '', month: 12, day: 31 }, today, 'UTC', 'en').end.date,
    ).toBe('2027-01-01');
  });

  it("is the spec's Google event: summary, notes, all-day in the user's zone, email and popup 10080 minutes before", () => {
    expect(
      googleCalendarEvent({ name: 'Zoë', notes: 'Tea', month: 2, day: 29 }, today, 'Europe/Istanbul', 'en'),
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
    const url = new URL(
      googleCalendarLink({ name: 'Ann & Bo', notes: 'a,b;c\nd', month: 1, day: 5 }, today, 'en'),
    );
    expect(url.searchParams.get('text')).toBe("Ann & Bo's Birthday");
    expect(url.searchParams.get('dates')).toBe('20270105/20270106');
    expect(url.searchParams.get('details')).toBe('a,b;c\nd');
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=YEARLY');
  });

  it("speaks the screens' language (issue 40): the title in Hebrew, the notes as written", () => {
    const url = new URL(googleCalendarLink({ name: 'Ada', notes: 'Tea', month: 1, day: 5 }, today, 'he'));
    expect(url.searchParams.get('text')).toBe('יום ההולדת של Ada');
    expect(url.searchParams.get('details')).toBe('Tea');
    const anniversary = { name: 'Ann & Bob', notes: '', kind: 'anniversary', month: 6, day: 1 };
    expect(googleCalendarEvent(anniversary, today, 'UTC', 'zh-CN').summary).toBe('纪念日：Ann & Bob');
  });

  describe('a birthday kept in another calendar', () => {
    // Mid-Autumn 2027 (HKO): the next 15th of the 8th lunar month after 2026-11-22.
    const nainai = {
      name: 'Nai Nai',
      notes: 'Mooncakes',
      calendar: 'chinese',
      month: 8,
      leap: false,
      day: 15,
      year: null,
    } as const;
    const details =
      "15th day of the 8th month (Chinese lunar). Its Gregorian day moves every year, so this event covers one year only; Cakeday's calendar feed has every year.\n\nMooncakes";

    it('links to its next occurrence as a single event, the kept date in the details, no yearly rule', () => {
      const url = new URL(googleCalendarLink(nainai, today, 'en'));
      expect(url.searchParams.get('text')).toBe("Nai Nai's Birthday");
      expect(url.searchParams.get('dates')).toBe('20270915/20270916');
      expect(url.searchParams.get('details')).toBe(details);
      expect(url.searchParams.has('recur')).toBe(false);
    });

    it('is a single Google event on that day, with the same reminders', () => {
      const event = googleCalendarEvent(nainai, today, 'Asia/Shanghai', 'en');
      expect(event).toMatchObject({
        summary: "Nai Nai's Birthday",
        description: details,
        start: { date: '2027-09-15', timeZone: 'Asia/Shanghai' },
        end: { date: '2027-09-16', timeZone: 'Asia/Shanghai' },
      });
      expect(event).not.toHaveProperty('recurrence');
      expect(event.reminders.overrides).toHaveLength(2);
    });

    it("says in the screens' language why its event is one year's only (the date's words still English)", () => {
      expect(googleCalendarEvent(nainai, today, 'Asia/Shanghai', 'zh-CN')).toMatchObject({
        summary: 'Nai Nai的生日',
        description:
          '15th day of the 8th month (Chinese lunar)。它的公历日期每年都不同，所以这个日程只包含一年；Cakeday的日历订阅包含每一年。\n\nMooncakes',
      });
      expect(new URL(googleCalendarLink(nainai, today, 'he')).searchParams.get('details')).toBe(
        '15th day of the 8th month (Chinese lunar). התאריך בלוח הגרגוריאני משתנה מדי שנה, ולכן האירוע הזה מכסה שנה אחת בלבד; בפיד לוח השנה של Cakeday יש את כל השנים.\n\nMooncakes',
      );
    });

    it('lands on Rosh Hashanah 2027 for 1 Tishrei (a Hebrew year without a yearly Gregorian rule)', () => {
      const url = new URL(
        googleCalendarLink(
          { name: 'Avi', notes: '', calendar: 'hebrew', month: 1, day: 1, year: 5750 },
          today,
          'en',
        ),
      );
      expect(url.searchParams.get('dates')).toBe('20271002/20271003');
      expect(url.searchParams.get('details')).toMatch(/^1 Tishrei \(Hebrew\)\. /);
    });
  });
});
