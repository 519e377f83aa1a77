import { getAllTimezones } from 'countries-and-timezones';
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, canonicalTimeZones } from './time-zones';

/** The zone's UTC offset at an instant, as this engine computes it ('GMT+5:30'). */
const offsetAt = (zone: string, at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;

/** The first of every third month from 1970 to 2040: decades of rule changes and DST switches. */
const INSTANTS = Array.from(
  { length: 71 * 4 },
  (_, i) => new Date(Date.UTC(1970 + Math.floor(i / 4), (i % 4) * 3, 1)),
);

describe('time-zone names', () => {
  it("names the zones browsers still call by old names by today's IANA names", () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('America/Godthab')).toBe('America/Nuuk');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
  });

  it('keeps current names, country zones and unknown names as they are', () => {
    for (const zone of ['Asia/Kolkata', 'America/New_York', 'Europe/Oslo', 'UTC', 'Mars/Olympus_Mons']) {
      expect(canonicalTimeZone(zone)).toBe(zone);
    }
  });

  it('offers every zone once, under its current name, sorted', () => {
    const zones = canonicalTimeZones();
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toEqual(
      expect.arrayContaining(['Asia/Kolkata', 'Asia/Ho_Chi_Minh', 'Europe/Kyiv', 'America/Nuuk']),
    );
    for (const old of ['Asia/Calcutta', 'Asia/Saigon', 'Europe/Kiev', 'America/Godthab', 'Asia/Katmandu']) {
      expect(zones).not.toContain(old);
    }
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toEqual([...zones].sort());
  });

  it('renames only to the same zone: both names give the same offset at every instant since 1970', () => {
    const renamed = Intl.supportedValuesOf('timeZone').filter((zone) => canonicalTimeZone(zone) !== zone);
    expect(renamed.length).toBeGreaterThanOrEqual(15);
    for (const old of renamed) {
      const current = canonicalTimeZone(old);
      expect(
        INSTANTS.map((at) => offsetAt(current, at)),
        `${old} → ${current}`,
      ).toEqual(INSTANTS.map((at) => offsetAt(old, at)));
    }
  });

  it('leaves no old IANA spelling on offer (checked against the tz database links of countries-and-timezones)', () => {
    const tz = getAllTimezones({ deprecated: true });
    // A deprecated name is a plain old spelling when this engine resolves its target to itself; a
    // country's own zone merged into a neighbour's (Europe/Oslo into Europe/Berlin) is not.
    const resolved = (zone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    const oldSpellings = canonicalTimeZones().filter((zone) => {
      const target = tz[zone as keyof typeof tz]?.aliasOf;
      return target && target !== zone && resolved(target) === resolved(zone);
    });
    expect(oldSpellings).toEqual([]);
  });
});
