// First match wins: Edge, Samsung Internet and Opera say "Chrome" too, and nearly all say "Safari".
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(OPR|OPiOS)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
// An iPhone says "like Mac OS X" and Android says "Linux": the more particular device first.
const DEVICES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b/, 'Mac'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (list: ReadonlyArray<readonly [RegExp, string]>, userAgent: string) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A new passkey's name, from the browser that made it ('Chrome on Android', 'Safari on iPhone'),
 * so a list of several tells them apart until the user renames one. 'Passkey' when the browser
 * says nothing we know.
 */
export function deviceName(userAgent: string | undefined): string {
  const browser = firstMatch(BROWSERS, userAgent ?? '');
  const device = firstMatch(DEVICES, userAgent ?? '');
  if (browser && device) return `${browser} on ${device}`;
  return device ?? browser ?? 'Passkey';
}
