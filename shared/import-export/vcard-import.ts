import { KIND_LABEL_MAX_LENGTH } from '@shared/constants';
import { type DateKindId, kindName } from '@shared/date-kinds';
import { MSG } from '@shared/messages';
import { checkImportRows, type ImportEntry, ImportFileError, type ParsedImportFile } from './import-file';
import { isCakedayVcard } from './vcard-export';
import { readVcards, splitEscaped, unescapeText, type VcardCard, type VcardProperty } from './vcard-reader';

/** A contact's dates of the other kinds: vCard 4.0's, Evolution's and Apple's anniversary, RFC 6474's death. */
const KIND_PROPERTIES: Readonly<Record<string, DateKindId>> = {
  ANNIVERSARY: 'anniversary',
  'X-ANNIVERSARY': 'anniversary',
  'X-EVOLUTION-ANNIVERSARY': 'anniversary',
  DEATHDATE: 'remembrance',
};

/** The properties Cakeday reads; every other one (photos, logos, sounds, keys, X-…) is skipped. */
export const VCARD_PROPERTIES_READ: ReadonlySet<string> = new Set([
  'PRODID',
  'FN',
  'N',
  'BDAY',
  ...Object.keys(KIND_PROPERTIES),
  // Apple's (and Google's) other dates: the label sits on its own line in the date's group.
  'X-ABDATE',
  'X-ABLABEL',
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
 * card by card: one entry per contact with a birthday (`null` for one without). With `otherKinds`,
 * one entry per date of the contact instead (its birthday first, then its anniversaries, dates of
 * death and Apple's labelled dates as the card lists them), `null` for one with none. A card that
 * cannot be read is an entry with its reason; it never costs the other cards. The cards are read as
 * the entries are asked for: a card's properties weigh ten times its entry, and no more than one
 * card's exist at a time.
 */
export function parseVcardImport(text: string, otherKinds = false): ParsedImportFile {
  function* entries() {
    let cards = 0;
    for (const card of readVcards(text)) {
      checkImportRows(++cards);
      const dates = entriesOf(card, otherKinds);
      if (dates.length === 0) yield null;
      else yield* dates;
    }
    if (cards === 0) throw new ImportFileError(MSG.vcardEmptyOrInvalid);
  }
  return { source: 'vcard', entries: entries() };
}

type CardDate = { kind: DateKindId; label: string; property: VcardProperty };

function entriesOf(card: VcardCard, otherKinds: boolean): ImportEntry[] {
  const first = (name: string) => card.properties.find((p) => p.name === name);
  const name = nameOf(card.properties);
  if (card.cutOff)
    return [{ row: card.number, name, date: '', notes: '', phones: [], error: MSG.vcardCutOff }];
  const dates = datesOf(card.properties, otherKinds);
  if (dates.length === 0) return [];
  const ours = isCakedayVcard(first('PRODID')?.value ?? '');
  const contact = {
    row: card.number,
    name,
    notes: card.properties
      .filter((p) => p.name === 'NOTE')
      .map((p) => unescapeText(p.value).trim())
      .filter(Boolean)
      .join('\n'),
    phones: phonesOf(card.properties),
    // Only Cakeday's own export carries Cakeday categories; a phone's groups ('My Contacts') do not.
    ...(ours && first('CATEGORIES') ? { category: unescapeText(first('CATEGORIES')!.value) } : {}),
  };
  // A 3.0 writer may give one anniversary as ANNIVERSARY, X-ANNIVERSARY and Apple's X-ABDATE at once.
  const seen = new Set<string>();
  return dates.flatMap(({ kind, label, property }): ImportEntry[] => {
    const value = unescapeText(property.value);
    const date = dateOf(value, property.params.get('X-APPLE-OMIT-YEAR')?.[0]);
    const key = `${kind}|${label}|${date ?? value}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const error =
      kind === 'birthday' ? MSG.vcardBirthdayUnreadable : MSG.vcardDateUnreadable(kindName(kind, label));
    return [
      Object.assign(
        { date: date ?? '' },
        contact,
        kind === 'birthday' ? {} : { kind, label },
        date ? {} : { error },
      ),
    ];
  });
}

/** The card's first BDAY; with `otherKinds`, then each date of another kind, in the card's order. */
function datesOf(properties: VcardProperty[], otherKinds: boolean): CardDate[] {
  const bday = properties.find((p) => p.name === 'BDAY');
  const dates: CardDate[] = bday ? [{ kind: 'birthday', label: '', property: bday }] : [];
  if (!otherKinds) return dates;
  for (const property of properties) {
    const kind = KIND_PROPERTIES[property.name];
    if (kind) dates.push({ kind, label: '', property });
    else if (property.name === 'X-ABDATE') dates.push({ ...appleDateKind(property, properties), property });
  }
  return dates;
}

/**
 * An X-ABDATE's kind by the X-ABLABEL of its group: Apple's own labels are written `_$!<Anniversary>!$_`
 * and `_$!<Other>!$_`, a user's as typed ('Name day'). A date without a label is Apple's 'Other'.
 */
function appleDateKind(date: VcardProperty, properties: VcardProperty[]): Omit<CardDate, 'property'> {
  const labelled = date.group && properties.find((p) => p.name === 'X-ABLABEL' && p.group === date.group);
  const label = labelled
    ? unescapeText(labelled.value)
        .trim()
        .replace(/^_\$!<(.*)>!\$_$/, '$1')
        .trim()
    : '';
  if (label.toLowerCase() === 'anniversary') return { kind: 'anniversary', label: '' };
  return { kind: 'other', label: shortened(label) || 'Other' };
}

/** The label cut to the length Cakeday keeps, never inside a character. */
const shortened = (label: string) =>
  label
    .slice(0, KIND_LABEL_MAX_LENGTH)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();

/** Every dialect of BDAY, which the other date properties are written in too. */
function dateOf(value: string, appleOmitYear: string | undefined): string | null {
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
