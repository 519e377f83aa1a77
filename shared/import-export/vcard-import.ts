import { MSG } from '@shared/messages';
import { checkImportRows, type ImportEntry, ImportFileError, type ParsedImportFile } from './import-file';
import { isCakedayVcard } from './vcard-export';
import { readVcards, splitEscaped, unescapeText, type VcardCard, type VcardProperty } from './vcard-reader';

/** The properties Cakeday reads; every other one (photos, logos, sounds, keys, X-…) is skipped. */
export const VCARD_PROPERTIES_READ: ReadonlySet<string> = new Set([
  'PRODID',
  'FN',
  'N',
  'BDAY',
  'NOTE',
  'TEL',
  'CATEGORIES',
]);

/** 1990-05-17, 19900517, --05-17, --0517, each perhaps with a time part (vCard 2.1, 3.0 and 4.0). */
const BDAY = /^(\d{4}|--)-?(\d{2})-?(\d{2})(?:T.*)?$/;
/** Years exporters write for "no year": 0000, and Apple's 1604 when its X-APPLE-OMIT-YEAR got lost. */
const PLACEHOLDER_YEARS = new Set(['0000', '1604']);

/**
 * Reads a .vcf file (vCard 2.1, 3.0 or 4.0, from phones, mail programs and Cakeday's own export)
 * card by card: one entry per contact with a birthday (`null` for one without). A card that cannot
 * be read is an entry with its reason; it never costs the other cards. The cards are read as the
 * entries are asked for: a card's properties weigh ten times its entry, and no more than one card's
 * exist at a time.
 */
export function parseVcardImport(text: string): ParsedImportFile {
  function* entries() {
    let cards = 0;
    for (const card of readVcards(text)) {
      checkImportRows(++cards);
      yield entryOf(card);
    }
    if (cards === 0) throw new ImportFileError(MSG.vcardEmptyOrInvalid);
  }
  return { source: 'vcard', entries: entries() };
}

function entryOf(card: VcardCard): ImportEntry | null {
  const first = (name: string) => card.properties.find((p) => p.name === name);
  const name = nameOf(card.properties);
  if (card.cutOff) return { row: card.number, name, date: '', notes: '', phones: [], error: MSG.vcardCutOff };
  const bday = first('BDAY');
  if (!bday) return null;
  const date = birthDateOf(unescapeText(bday.value), bday.params.get('X-APPLE-OMIT-YEAR')?.[0]);
  const ours = isCakedayVcard(first('PRODID')?.value ?? '');
  return {
    row: card.number,
    name,
    date: date ?? '',
    ...(date ? {} : { error: MSG.vcardBirthdayUnreadable }),
    notes: card.properties
      .filter((p) => p.name === 'NOTE')
      .map((p) => unescapeText(p.value).trim())
      .filter(Boolean)
      .join('\n'),
    phones: phonesOf(card.properties),
    // Only Cakeday's own export carries Cakeday categories; a phone's groups ('My Contacts') do not.
    ...(ours && first('CATEGORIES') ? { category: unescapeText(first('CATEGORIES')!.value) } : {}),
  };
}

function birthDateOf(value: string, appleOmitYear: string | undefined): string | null {
  const m = BDAY.exec(value.trim());
  if (!m) return null;
  // Apple keeps a year-less birthday under a placeholder year it names in X-APPLE-OMIT-YEAR.
  const noYear = m[1] === '--' || m[1] === appleOmitYear || PLACEHOLDER_YEARS.has(m[1]!);
  return `${noYear ? '-' : m[1]}-${m[2]}-${m[3]}`;
}

/** FN when present; else N's given, middle and family names. */
function nameOf(properties: VcardProperty[]): string {
  const fn = properties.find((p) => p.name === 'FN' && p.value.trim());
  if (fn) return unescapeText(fn.value).trim();
  const n = properties.find((p) => p.name === 'N');
  if (!n) return '';
  // Each part may list several names at unescaped commas ('Richter\, James' is one name).
  const [family, given, middle] = splitEscaped(n.value, ';').map((part) =>
    splitEscaped(part, ',').map(unescapeText).join(' ').trim(),
  );
  return [given, middle, family].filter(Boolean).join(' ');
}

/** The contact's numbers, the preferred one first, then mobiles, then the rest in file order. */
function phonesOf(properties: VcardProperty[]): string[] {
  const tels = properties.filter((p) => p.name === 'TEL' && p.value.trim());
  const types = (p: VcardProperty) => (p.params.get('TYPE') ?? []).flatMap((t) => t.toUpperCase().split(','));
  const rank = (p: VcardProperty) =>
    types(p).includes('PREF') || p.params.get('PREF')?.[0] === '1' ? 0 : types(p).includes('CELL') ? 1 : 2;
  return tels
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => unescapeText(p.value).trim());
}
