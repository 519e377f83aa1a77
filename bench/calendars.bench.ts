// Resolving birthdays kept in other calendars: `npm run bench -- calendars`. Pure computation in this process
// (the same V8 as Chromium), on 5,000 birthdays of mixed calendars:
// - cold: the first resolution after loading, which builds each calendar's year tables;
// - the calendar views: every birthday's celebration days in a month, in a year, and over the next 10 years;
// - Home: every birthday's next occurrence;
// - the due scan: the kept dates celebrated on a day, per calendar (what the reminder query matches on).
// Figures are CPU time of this process (process.cpuUsage), so a busy machine slows them less than wall time;
// each warm figure is the median of ROUNDS passes. Budgets are reported, never asserted.
import '@shared/kept-calendars/all';
import type { PlainDate } from '@shared/dates/plain-date';
import {
  CALENDAR_IDS,
  type KeptDate,
  keptDatesOn,
  monthOptions,
  nextOccurrence,
  occurrencesBetween,
} from '@shared/kept-calendars/index';
import { recordResult } from './results';

const COUNT = 5000;
const ROUNDS = 21;
const VIEW_BUDGET_MS = 50;

// A fixed pseudo-random sequence (mulberry32), so every run resolves the same birthdays.
let seed = 25;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

// Half Gregorian, half spread over the five other calendars; a third with a birth year.
const birthdays: KeptDate[] = Array.from({ length: COUNT }, (_, i) => {
  const calendar = i % 2 === 0 ? 'gregory' : pick(CALENDAR_IDS.slice(1));
  const { month, leap, days } = pick(monthOptions(calendar));
  return { calendar, month, leap, day: 1 + Math.floor(random() * days), year: null };
});

const date = (year: number, month: number, day: number): PlainDate => ({ year, month, day });
const today = date(2026, 3, 14);

function time(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}
function median(run: () => void): number {
  const times = Array.from({ length: ROUNDS }, () => time(run)).sort((a, b) => a - b);
  return times[Math.floor(ROUNDS / 2)]!;
}
const round = (ms: number) => Math.round(ms * 100) / 100;

const resolveAll = (from: PlainDate, to: PlainDate) => {
  let found = 0;
  for (const b of birthdays) found += occurrencesBetween(b, from, to).length;
  return found;
};

const coldMs = time(() => resolveAll(date(2026, 1, 1), date(2026, 12, 31)));
const figures = {
  birthdays: COUNT,
  coldYearViewMs: round(coldMs),
  monthViewMs: round(median(() => resolveAll(date(2026, 3, 1), date(2026, 3, 31)))),
  yearViewMs: round(median(() => resolveAll(date(2026, 1, 1), date(2026, 12, 31)))),
  tenYearFeedMs: round(median(() => resolveAll(today, date(2036, 3, 13)))),
  homeNextOccurrencesMs: round(
    median(() => {
      for (const b of birthdays) nextOccurrence(b, today);
    }),
  ),
  // Eight lead-time dates × five calendars: one tick of the due scan.
  dueScanKeptDatesMicroseconds: round(
    1000 *
      median(() => {
        for (let lead = 0; lead < 8; lead++) {
          for (const calendar of CALENDAR_IDS.slice(1)) keptDatesOn(calendar, date(2026, 3, 14 + lead));
        }
      }),
  ),
  budgetMs: VIEW_BUDGET_MS,
};

process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
recordResult('calendars', figures);
