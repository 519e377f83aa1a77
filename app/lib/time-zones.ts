// Send hours and time zones as people read them; used by Reminder Settings and the welcome.
import { canonicalTimeZone, canonicalTimeZones } from '@shared/dates/time-zones';

/** A send hour as the user reads it: 0 → '12:00 AM', 9 → '9:00 AM', 13 → '1:00 PM'. */
export function formatHour(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

export const SEND_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The browser's own IANA time zone, under its current name (Chromium says 'Asia/Calcutta'). */
export const browserTimeZone = () => canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);

type TimeZoneOption = { value: string; label: string };
export type TimeZoneGroup = { label: string; options: TimeZoneOption[] };

const UTC: TimeZoneOption = { value: 'UTC', label: 'UTC (Coordinated Universal Time)' };
let regions: TimeZoneGroup[] | null = null;

/**
 * The time-zone picker's choices: first this device's zone and UTC, then every zone under its
 * current IANA name, grouped by region ('Asia') and named by place ('Kolkata (GMT+5:30)'), so a
 * native select finds 'Kolkata' as the user types it. `saved` is listed even when this browser does
 * not know it, so a stored zone is never silently replaced.
 */
export function timeZoneGroups(deviceZone: string, saved: string): TimeZoneGroup[] {
  regions ??= groupByRegion(canonicalTimeZones());
  const known = new Set(regions.flatMap((g) => g.options.map((o) => o.value)));
  const suggested = [
    ...(deviceZone && deviceZone !== UTC.value
      ? [{ value: deviceZone, label: `This device: ${timeZoneLabel(deviceZone)}` }]
      : []),
    UTC,
    ...(saved && saved !== UTC.value && saved !== deviceZone && !known.has(saved)
      ? [{ value: saved, label: timeZoneLabel(saved) }]
      : []),
  ];
  return [{ label: 'Suggested', options: suggested }, ...regions];
}

function groupByRegion(zones: string[]): TimeZoneGroup[] {
  const groups = new Map<string, TimeZoneOption[]>();
  for (const zone of zones) {
    const slash = zone.indexOf('/');
    if (slash < 0) continue;
    const region = zone.slice(0, slash);
    const options = groups.get(region) ?? [];
    options.push({ value: zone, label: timeZoneLabel(zone, zone.slice(slash + 1)) });
    groups.set(region, options);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, options]) => ({ label, options: options.sort((a, b) => a.label.localeCompare(b.label)) }));
}

const zoneOffsets = new Map<string, string>();

/**
 * 'America/New_York' → 'America/New York (GMT-4)': the offset right now, so people can find their
 * zone. `name` is what to call it, e.g. its place alone within its region's group ('New_York').
 */
export function timeZoneLabel(zone: string, name = zone): string {
  const offset = offsetOf(zone);
  return `${name.replaceAll('_', ' ')}${offset ? ` (${offset})` : ''}`;
}

/** 'GMT+5:30' for Asia/Kolkata right now; '' for a zone this browser does not know. */
function offsetOf(zone: string): string {
  let offset = zoneOffsets.get(zone);
  if (offset === undefined) {
    try {
      offset =
        new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
          .formatToParts(new Date())
          .find((p) => p.type === 'timeZoneName')?.value ?? '';
    } catch {
      offset = '';
    }
    zoneOffsets.set(zone, offset);
  }
  return offset;
}
