// Send hours and time zones as people read them; used by Reminder Settings and the welcome.

/** A send hour as the user reads it: 0 → '12:00 AM', 9 → '9:00 AM', 13 → '1:00 PM'. */
export function formatHour(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

export const SEND_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The browser's own IANA time zone. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

let supportedZones: readonly string[] | null = null;

/** Every IANA zone the browser knows, plus any given ones it leaves out (aliases, 'UTC'), sorted. */
export function timeZoneOptions(...include: string[]): string[] {
  supportedZones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(supportedZones);
  for (const zone of include) if (zone) zones.add(zone);
  return [...zones].sort();
}

const zoneLabels = new Map<string, string>();

/** 'America/New_York' → 'America/New York (GMT-4)': the offset right now, so people can find their zone. */
export function timeZoneLabel(zone: string): string {
  let label = zoneLabels.get(zone);
  if (label === undefined) {
    let offset = '';
    try {
      offset =
        new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
          .formatToParts(new Date())
          .find((p) => p.type === 'timeZoneName')?.value ?? '';
    } catch {
      // An unknown zone keeps its bare name.
    }
    label = `${zone.replaceAll('_', ' ')}${offset ? ` (${offset})` : ''}`;
    zoneLabels.set(zone, label);
  }
  return label;
}
