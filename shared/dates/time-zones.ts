import { isValidTimeZone } from './plain-date';

/**
 * Zones that ICU (so browsers and Node) still names as the IANA database did years ago: CLDR keeps
 * its ids stable and gives the current IANA name beside them (timezone.xml's `iana` attribute).
 * Both names stand for the same zone, so a user's stored old name keeps working everywhere; new
 * choices are saved under today's name.
 */
const RENAMED: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  // Names browsers give UTC.
  'Etc/UTC': 'UTC',
  'Etc/GMT': 'UTC',
  GMT: 'UTC',
};

/**
 * A zone under its current IANA name: 'Asia/Calcutta' → 'Asia/Kolkata'. Any other name is kept, and
 * so is an old one where this engine does not know the new name yet.
 */
export function canonicalTimeZone(zone: string): string {
  const current = Object.hasOwn(RENAMED, zone) ? RENAMED[zone]! : zone;
  return current !== zone && isValidTimeZone(current) ? current : zone;
}

/** Every zone this engine knows, each once under its current name, sorted by name. */
export function canonicalTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(zones.map(canonicalTimeZone))].sort();
}
