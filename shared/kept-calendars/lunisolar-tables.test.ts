// Where the Chinese and Korean lunar tables come from, and the proof that the committed tables are exactly
// that. `npm run calendars:tables` rewrites lunisolar-tables.ts from the same sources.
//
// - Chinese: the Hong Kong Observatory's Gregorian-Lunar conversion table (1901-2100), as reproduced by
//   lunar-javascript (the ShouXing calendar: the official historical tables before 1960, a high-precision
//   ephemeris after), with the one month start where lunar-javascript and HKO's table differ set to HKO's.
// - Korean: KASI's table (1899-2050) as shipped by korean-lunar-calendar; after 2050, where KASI publishes
//   nothing, the calendar's own rules computed from the same high-precision new moons and solar terms in UTC+9.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import KoreanLunarCalendar from 'korean-lunar-calendar';
import lunar from 'lunar-javascript';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, JULIAN_DAY_OF_EPOCH, toEpochDay } from './epoch-day';
import { CHINESE, DANGI, FIRST_YEAR } from './lunisolar-tables';

const LAST_YEAR = 2100;
type MonthStart = { start: number; month: number; leap: boolean };

const day = (iso: string) => {
  const [year, month, dayOfMonth] = iso.split('-').map(Number) as [number, number, number];
  return toEpochDay({ year, month, day: dayOfMonth });
};
const iso = (epochDay: number) => {
  const { year, month, day: d } = fromEpochDay(epochDay);
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};
const label = (m: MonthStart) => `${iso(m.start)} ${m.leap ? 'leap ' : ''}${m.month}`;

/** Where HKO's published table differs from lunar-javascript: HKO decides (see docs/calendars.md). */
const HKO_CORRECTIONS = [{ lunarJavascript: '2057-09-29', hko: '2057-09-28' }];

function hkoStarts(): MonthStart[] {
  const starts: MonthStart[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR + 1; year++) {
    for (const m of lunar.LunarYear.fromYear(year).getMonthsInYear()) {
      const start = m.getFirstJulianDay() - JULIAN_DAY_OF_EPOCH;
      const correction = HKO_CORRECTIONS.find((c) => day(c.lunarJavascript) === start);
      starts.push({
        start: correction ? day(correction.hko) : start,
        month: Math.abs(m.getMonth()),
        leap: m.isLeap(),
      });
    }
  }
  return starts;
}

const KASI_LAST_DAY = day('2050-12-31');

function kasiStarts(): MonthStart[] {
  const starts: MonthStart[] = [];
  const calendar = new KoreanLunarCalendar();
  for (let d = day(`${FIRST_YEAR}-01-01`); d <= KASI_LAST_DAY; d++) {
    const { year, month, day: dayOfMonth } = fromEpochDay(d);
    if (!calendar.setSolarDate(year, month, dayOfMonth)) throw new Error(`KASI table lacks ${iso(d)}`);
    const lunarDate = calendar.getLunarCalendar();
    if (lunarDate.day === 1)
      starts.push({ start: d, month: lunarDate.month, leap: !!lunarDate.intercalation });
  }
  return starts;
}

// The rules of the modern Chinese calendar (GB/T 33661-2017, which KASI follows in its own time zone): a month
// begins on the day of the new moon; the month holding the December solstice is the 11th; when 13 months begin
// between two such months, the first of them that holds no major solar term is the leap month and repeats the
// number of the month before it. New moons and solar terms come from ShouXing's high-precision ephemeris.
const J2000 = 2_451_545;
const newMoonUT = (k: number) => J2000 + lunar.ShouXingUtil.shuoHigh(k * 2 * Math.PI) - 1 / 3;
const majorTermUT = (n: number) => J2000 + lunar.ShouXingUtil.qiHigh((n * Math.PI) / 6) - 1 / 3;

function computedStarts(offsetHours: (julianDayUT: number) => number, fromYear: number, toYear: number) {
  const localDay = (jd: number) => Math.floor(jd + 0.5 + offsetHours(jd) / 24) - JULIAN_DAY_OF_EPOCH;
  const newMoons: number[] = [];
  for (let k = Math.floor((fromYear - 2001) * 12.3685); k <= Math.ceil((toYear + 2 - 2000) * 12.3685); k++) {
    newMoons.push(localDay(newMoonUT(k)));
  }
  // n counts major terms (multiples of 30° of solar longitude) from the March equinox of 1999; n ≡ 9 (mod 12)
  // is the December solstice.
  const terms: { day: number; solstice: boolean }[] = [];
  for (let n = (fromYear - 2001) * 12; n <= (toYear + 2 - 2000) * 12; n++) {
    terms.push({ day: localDay(majorTermUT(n)), solstice: ((n % 12) + 12) % 12 === 9 });
  }
  const months = newMoons.slice(0, -1).map((start, i) => {
    const inMonth = terms.filter((t) => t.day >= start && t.day < newMoons[i + 1]!);
    return { start, hasTerm: inMonth.length > 0, solstice: inMonth.some((t) => t.solstice) };
  });
  const elevenths = months.flatMap((m, i) => (m.solstice ? [i] : []));
  const starts: MonthStart[] = [];
  for (let s = 0; s + 1 < elevenths.length; s++) {
    const [from, to] = [elevenths[s]!, elevenths[s + 1]!];
    let month = 11;
    let leapToPlace = to - from === 13;
    for (let i = from; i < to; i++) {
      if (i > from && leapToPlace && !months[i]!.hasTerm) {
        leapToPlace = false;
        starts.push({ start: months[i]!.start, month, leap: true });
        continue;
      }
      if (i > from) month = (month % 12) + 1;
      starts.push({ start: months[i]!.start, month, leap: false });
    }
  }
  return starts;
}

const UTC8 = () => 8;
// Korea kept UTC+8 for its calendar until 1911 and UTC+9 from 1912 on (as KASI's tables and ICU both do).
const KOREA_UTC9_FROM = day('1912-01-01') + JULIAN_DAY_OF_EPOCH - 0.5 - 9 / 24;
const koreanOffset = (jd: number) => (jd < KOREA_UTC9_FROM ? 8 : 9);

function dangiStarts(): MonthStart[] {
  const computedAfterKasi = computedStarts(koreanOffset, 2049, LAST_YEAR + 1).filter(
    (m) => m.start > KASI_LAST_DAY,
  );
  return [...kasiStarts(), ...computedAfterKasi];
}

/** Six hex digits per year; the layout is described in lunisolar.ts. */
function encode(starts: MonthStart[]): string {
  const yearStarts = starts.flatMap((m, i) => (m.month === 1 && !m.leap ? [i] : []));
  let table = '';
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    const first = yearStarts.find((i) => fromEpochDay(starts[i]!.start).year === year);
    const next = yearStarts.find((i) => fromEpochDay(starts[i]!.start).year === year + 1);
    if (first === undefined || next === undefined)
      throw new Error(`No first month for ${year} or ${year + 1}`);
    let value = (starts[first]!.start - day(`${year}-01-01`)) << 17;
    for (let i = first; i < next; i++) {
      const m = starts[i]!;
      if (m.leap) value |= m.month << 13;
      if (starts[i + 1]!.start - m.start === 30) value |= 1 << (i - first);
    }
    table += value.toString(16).padStart(6, '0');
  }
  return table;
}

function tablesFile(chinese: string, dangi: string): string {
  const lines = (table: string) =>
    Array.from(
      { length: Math.ceil(table.length / 60) },
      (_, i) => `  '${table.slice(i * 60, i * 60 + 60)}', // ${FIRST_YEAR + i * 10}\n`,
    ).join('');
  return `// Generated by \`npm run calendars:tables\` (shared/kept-calendars/lunisolar-tables.test.ts): do not edit.
// Chinese: HKO's table via lunar-javascript, corrected where HKO differs. Korean: KASI's table to 2050, then
// computed in UTC+9. The layout of each year's six hex digits is described in lunisolar.ts.
export const FIRST_YEAR = ${FIRST_YEAR};

export const CHINESE = [
${lines(chinese)}].join('');

export const DANGI = [
${lines(dangi)}].join('');
`;
}

const differences = (a: MonthStart[], b: MonthStart[], from: number, to: number) => {
  const inRange = (list: MonthStart[]) =>
    new Set(list.filter((m) => m.start >= from && m.start <= to).map(label));
  const [x, y] = [inRange(a), inRange(b)];
  return { onlyFirst: [...x].filter((l) => !y.has(l)), onlySecond: [...y].filter((l) => !x.has(l)) };
};

describe('lunisolar tables', () => {
  const hko = hkoStarts();
  const kasi = kasiStarts();

  it('are exactly the published tables and the documented computation, encoded', () => {
    const chinese = encode(hko);
    const dangi = encode(dangiStarts());
    if (process.env.CALENDAR_TABLES === 'write') {
      writeFileSync(path.join(import.meta.dirname, 'lunisolar-tables.ts'), tablesFile(chinese, dangi));
      return;
    }
    expect(CHINESE).toBe(chinese);
    expect(DANGI).toBe(dangi);
  });

  it("the rules computed in Korea's time zone reproduce KASI's published table from 1899 to 2050", () => {
    const computed = computedStarts(koreanOffset, FIRST_YEAR - 1, 2051);
    expect(differences(computed, kasi, day('1899-02-01'), KASI_LAST_DAY)).toEqual({
      onlyFirst: [],
      onlySecond: [],
    });
  });

  it('the same rules in UTC+8 reproduce lunar-javascript from 1929 on; HKO decides 2057 (new moon at midnight)', () => {
    const computed = computedStarts(UTC8, 1928, LAST_YEAR + 1);
    expect(differences(computed, hko, day('1929-02-10'), day('2101-01-01'))).toEqual({
      onlyFirst: ['2057-09-29 9'],
      onlySecond: ['2057-09-28 9'],
    });
  });

  it('before 1929 the official calendar was reckoned at the Beijing meridian (UTC+7:45:40), 1906 aside', () => {
    const beijing = computedStarts(() => 7 + 45 / 60 + 40 / 3600, FIRST_YEAR - 1, 1929);
    // HKO's table has the 4th month of 1906 begin on April 24 (as in UTC+8), not on April 23.
    expect(differences(beijing, hko, day('1899-02-10'), day('1929-02-09'))).toEqual({
      onlyFirst: ['1906-04-23 4'],
      onlySecond: ['1906-04-24 4'],
    });
  });
});
