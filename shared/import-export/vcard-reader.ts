// A tolerant reader of vCard 2.1, 3.0 and 4.0 at the line and property level. ical.js (which
// reads 3.0/4.0 for us elsewhere) refuses 2.1's bare parameters ('TEL;CELL;PREF'), its
// quoted-printable soft line breaks and base64 lines without indentation, and it fails a whole
// file for one line it dislikes. Phones and mail programs write all of these, so this reader takes
// a file card by card and a card property by property, and never stops at a property it cannot
// read: Cakeday uses a handful of properties and ignores the rest.

/** One property of a card, its value decoded (quoted-printable, charset) but not yet unescaped. */
export type VcardProperty = {
  /** Upper case, without its group: 'TEL' for 'item1.TEL'. */
  name: string;
  /** The group in lower case ('item1' for 'item1.TEL'), '' for none: Apple labels a date by its group. */
  group: string;
  /** Upper-case parameter names; a bare 2.1 parameter ('CELL') counts as a TYPE. */
  params: Map<string, string[]>;
  value: string;
};

export type VcardCard = {
  /** 1 for the first card in the file, as the preview counts contacts. */
  number: number;
  properties: VcardProperty[];
  /** The card has no END:VCARD: the file was cut, or the next card began inside it. */
  cutOff: boolean;
};

/** Every ending phones and mail programs write: CRLF, LF, CR, and CR CR LF (seen from iPhone exports). */
const LINE_END = /\r\r\n|\r\n|\n|\r/g;
const PROPERTY_START = /^[A-Za-z0-9_.-]+[;:]/;

/** The file's lines one at a time, as `text.split(LINE_END)` gives them, without an array of them all. */
function* physicalLines(text: string): Generator<string> {
  const end = new RegExp(LINE_END);
  let start = 0;
  for (let m = end.exec(text); m; m = end.exec(text)) {
    yield text.slice(start, m.index);
    start = end.lastIndex;
  }
  yield text.slice(start);
}

/** Physical lines joined into one entry per property: folding, 2.1 soft breaks and 2.1 base64 blocks. */
function* logicalLines(text: string): Generator<string> {
  let current: string | null = null;
  let kind: 'plain' | 'quoted-printable' | 'base64' = 'plain';
  for (const line of physicalLines(text)) {
    if (current !== null) {
      if (kind === 'quoted-printable' && current.endsWith('=')) {
        // A soft line break: the value goes on in the next line (some writers also fold it).
        current = current.slice(0, -1) + (/^[ \t]/.test(line) ? line.slice(1) : line);
        continue;
      }
      if (/^[ \t]/.test(line)) {
        current += line.slice(1);
        continue;
      }
      // 2.1 base64 runs on over unindented lines until a blank one; base64 never holds ':'.
      if (kind === 'base64' && line !== '' && !line.includes(':')) {
        current += line;
        continue;
      }
      yield current;
      current = null;
    }
    if (line.trim() === '') continue;
    current = line;
    const head = nameAndParams(line).toUpperCase();
    kind = /QUOTED-PRINTABLE/.test(head)
      ? 'quoted-printable'
      : /[;=]B(?:ASE64)?\b/.test(head)
        ? 'base64'
        : 'plain';
  }
  if (current !== null) yield current;
}

/** The part of a line before the first ':' outside double quotes. */
function nameAndParams(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) return line.slice(0, i);
  }
  return line;
}

/** Splits on a separator outside double quotes. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === separator && !quoted) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** One logical line as a property, or null for a line that is no property (it is skipped). */
export function parseProperty(line: string): VcardProperty | null {
  if (!PROPERTY_START.test(line) && !/^[A-Za-z0-9_.-]+$/.test(line)) return null;
  const head = nameAndParams(line);
  const raw = line.slice(head.length + 1);
  const [groupAndName = '', ...rawParams] = splitOutsideQuotes(head, ';');
  const dot = groupAndName.lastIndexOf('.');
  const name = groupAndName.slice(dot + 1).toUpperCase();
  const group = dot < 0 ? '' : groupAndName.slice(0, dot).toLowerCase();
  const params = new Map<string, string[]>();
  for (const param of rawParams) {
    if (!param) continue;
    const eq = param.indexOf('=');
    const key = eq < 0 ? 'TYPE' : param.slice(0, eq).trim().toUpperCase();
    const values = eq < 0 ? [param] : splitOutsideQuotes(param.slice(eq + 1), ',');
    const list = params.get(key) ?? [];
    list.push(...values.map((v) => v.trim().replace(/^"(.*)"$/, '$1')));
    params.set(key, list);
  }
  return { name, group, params, value: decodeValue(raw, params) };
}

const has = (params: Map<string, string[]>, key: string, value: string) =>
  (params.get(key) ?? []).some((v) => v.toUpperCase() === value);

function decodeValue(raw: string, params: Map<string, string[]>): string {
  const qp = has(params, 'ENCODING', 'QUOTED-PRINTABLE') || has(params, 'TYPE', 'QUOTED-PRINTABLE');
  if (!qp) return raw;
  return decodeBytes(quotedPrintableBytes(raw), params.get('CHARSET')?.[0]);
}

const utf8 = new TextEncoder();

const hexValue = (code: number) =>
  code >= 48 && code <= 57
    ? code - 48
    : code >= 65 && code <= 70
      ? code - 55
      : code >= 97 && code <= 102
        ? code - 87
        : -1;

/** '=C3=91' as bytes; an '=' that starts no hex pair stays as it is. */
function quotedPrintableBytes(text: string): Uint8Array {
  // A UTF-16 unit is at most 3 bytes of UTF-8; '=XX' gives 1 byte for 3 units.
  const bytes = new Uint8Array(text.length * 3);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const high = code === 61 ? hexValue(text.charCodeAt(i + 1)) : -1;
    const low = high >= 0 ? hexValue(text.charCodeAt(i + 2)) : -1;
    if (low >= 0) {
      bytes[n++] = high * 16 + low;
      i += 2;
    } else if (code < 128) {
      bytes[n++] = code;
    } else {
      // Outside '=XX' a quoted-printable value is ASCII; anything else is kept as its UTF-8.
      n += utf8.encodeInto(text[i]!, bytes.subarray(n)).written;
    }
  }
  return bytes.subarray(0, n);
}

/** Bytes in the charset a property names (UTF-8 when none or one this platform does not know). */
export function decodeBytes(bytes: Uint8Array, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes);
  }
}

/**
 * The cards of a file one at a time, each with its properties in order: a caller that keeps only
 * what it needs of each card never holds the whole file's cards at once. Lines outside a card are
 * skipped; a card whose END:VCARD is missing (the file ends, or a BEGIN:VCARD comes first) comes
 * cut off. A vCard 2.1 AGENT may hold a whole card of its own: its properties are not the contact's.
 */
export function* readVcards(text: string): Generator<VcardCard> {
  let count = 0;
  let card: VcardCard | null = null;
  let nested = 0;
  let previous: VcardProperty | null = null;
  for (const line of logicalLines(text)) {
    const property = parseProperty(line);
    if (!property) continue;
    const marker = property.value.trim().toUpperCase();
    if (property.name === 'BEGIN' && marker === 'VCARD') {
      if (card && previous?.name === 'AGENT' && previous.value.trim() === '') nested++;
      else {
        if (card) yield { ...card, cutOff: true };
        card = { number: ++count, properties: [], cutOff: false };
      }
    } else if (property.name === 'END' && marker === 'VCARD') {
      if (nested > 0) nested--;
      else if (card) {
        yield card;
        card = null;
      }
    } else if (card && nested === 0) {
      card.properties.push(property);
    }
    previous = property;
  }
  if (card) yield { ...card, cutOff: true };
}

/**
 * RFC 6350 §3.4 (and RFC 2426 §5): '\n' and '\N' are a line break, '\,' '\;' '\\' the character
 * itself. '\:' and '\"' (Apple writes both) are read as the character too; any other backslash stays.
 */
export function unescapeText(value: string): string {
  if (!value.includes('\\')) return value;
  let out = '';
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const next = value.charCodeAt(i) === 92 ? value[i + 1] : undefined;
    if (next === undefined || !'nN,;:"\\'.includes(next)) continue;
    out += value.slice(start, i) + (next === 'n' || next === 'N' ? '\n' : next);
    i++;
    start = i + 1;
  }
  return out + value.slice(start);
}

/** A value split at each `separator` that no backslash escapes; the parts are still escaped. */
export function splitEscaped(value: string, separator: ';' | ','): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '\\') i++;
    else if (value[i] === separator) {
      parts.push(value.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(value.slice(start));
  return parts;
}

/** A compound value ('N', 'ADR') split at its unescaped ';', each part unescaped. */
export const splitCompound = (value: string) => splitEscaped(value, ';').map(unescapeText);

/**
 * The file with only the given properties of each card (and the lines that frame the cards), as
 * written: what Cakeday does not keep (photos, logos, sounds, keys) need not travel to the server.
 * Reading the result gives the same cards, in the same order, as reading the file.
 */
export function keepVcardProperties(text: string, names: ReadonlySet<string>): string {
  const kept: string[] = [];
  for (const line of logicalLines(text)) {
    const name = nameAndParams(line).split(';')[0]!;
    const bare = name.slice(name.lastIndexOf('.') + 1).toUpperCase();
    // AGENT stays so that a card nested in it is still read as nested, not as the next contact.
    if (bare === 'BEGIN' || bare === 'END' || bare === 'AGENT' || names.has(bare)) kept.push(line);
  }
  return kept.length ? `${kept.join('\r\n')}\r\n` : '';
}
