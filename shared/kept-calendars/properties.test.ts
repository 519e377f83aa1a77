import './all';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay } from './epoch-day';
import {
  CALENDAR_IDS,
  fromGregorian,
  type KeptDate,
  keptDatesOn,
  monthOptions,
  nextOccurrence,
  occurrencesBetween,
  previousOccurrence,
  SUPPORTED_RANGE,
  toGregorian,
} from './index';

const FIRST = toEpochDay(SUPPORTED_RANGE.from);
const LAST = toEpochDay(SUPPORTED_RANGE.to);

/** Any storable kept date: every month a picker offers, any day it allows, with or without a year. */
const keptDate: fc.Arbitrary<KeptDate> = fc
  .constantFrom(...CALENDAR_IDS)
  .chain((calendar) =>
    fc
      .constantFrom(...monthOptions(calendar))
      .chain(({ month, leap, days }) =>
        fc.integer({ min: 1, max: days }).map((day) => ({ calendar, month, leap, day, year: null })),
      ),
  );
const epochDay = fc.integer({ min: FIRST + 400, max: LAST - 400 });

describe('properties', () => {
  it('occurrences over consecutive ranges never skip or repeat a birthday: one per calendar year, in order', () => {
    fc.assert(
      fc.property(
        keptDate,
        epochDay,
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 0, max: 1500 }),
        (k, a, l1, l2) => {
          const [from, cut, to] = [a, Math.min(a + l1, LAST), Math.min(a + l1 + l2, LAST)];
          const whole = occurrencesBetween(k, fromEpochDay(from), fromEpochDay(to));
          const split = [
            ...occurrencesBetween(k, fromEpochDay(from), fromEpochDay(cut)),
            ...occurrencesBetween(k, fromEpochDay(cut + 1), fromEpochDay(to)),
          ];
          expect(split).toEqual(whole);
          for (let i = 1; i < whole.length; i++) {
            expect(whole[i]!.calendarYear).toBe(whole[i - 1]!.calendarYear + 1);
            expect(toEpochDay(whole[i]!.date)).toBeGreaterThan(toEpochDay(whole[i - 1]!.date));
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a birthday is celebrated on a day exactly when the due scan finds it among that day’s kept dates', () => {
    fc.assert(
      fc.property(keptDate, epochDay, (k, d) => {
        const date = fromEpochDay(d);
        const celebrated = occurrencesBetween(k, date, date).length === 1;
        const found = keptDatesOn(k.calendar, date).some(
          (x) => x.month === k.month && x.leap === !!k.leap && x.day === k.day,
        );
        expect(found).toBe(celebrated);
      }),
      { numRuns: 3000 },
    );
  });

  it('each occurrence lies in the calendar year it belongs to', () => {
    fc.assert(
      fc.property(keptDate, epochDay, (k, d) => {
        const occurrence = nextOccurrence(k, fromEpochDay(d));
        expect(fromGregorian(k.calendar, occurrence.date).year).toBe(occurrence.calendarYear);
      }),
      { numRuns: 2000 },
    );
  });

  it('nothing is celebrated between the previous and the next occurrence', () => {
    fc.assert(
      fc.property(keptDate, epochDay, (k, d) => {
        const [previous, next] = [previousOccurrence(k, fromEpochDay(d)), nextOccurrence(k, fromEpochDay(d))];
        expect(toEpochDay(previous.date)).toBeLessThan(d);
        expect(toEpochDay(next.date)).toBeGreaterThanOrEqual(d);
        const between = occurrencesBetween(
          k,
          fromEpochDay(toEpochDay(previous.date) + 1),
          fromEpochDay(toEpochDay(next.date) - 1),
        );
        expect(between).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('every day converts to each calendar and back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CALENDAR_IDS), fc.integer({ min: FIRST, max: LAST }), (calendar, d) => {
        const k = fromGregorian(calendar, fromEpochDay(d));
        expect(toGregorian(k)).toEqual(fromEpochDay(d));
        // A birth date converted this way is a kept date whose own birthday that year is that same day.
        expect(occurrencesBetween(k, fromEpochDay(d), fromEpochDay(d))).toMatchObject([
          { age: 0, exact: true },
        ]);
      }),
      { numRuns: 3000 },
    );
  });
});
