import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { DATE_KIND_IDS } from '../date-kinds';
import { CALENDAR_IDS } from '../kept-calendars';
import { MSG } from '../messages';
import type { Locale } from './locales';
import { sharedWordsInEnglish } from './shared-words';
import { SPEC_TEMPLATES } from './templates';

// The spec's sentences reach a screen, an SMS or an API error as finished English strings: a toast
// from the app, a server's reason inside a paused channel's sentence, an import warning made in the
// browser. A translator says such a string in a language: a plain sentence (or a shared word) by
// its catalog entry, a sentence built from values (MSG's functions) by reading its values back out
// through its ICU template (templates.ts) and formatting the catalog's translation with them. Any
// other text (a name, a user's own words) stays as it is.

type Values = Record<string, string | number>;
type Catalog = Readonly<Record<string, string>>;

/** A capture of the matcher: an argument's text, or the marker of a select/plural branch taken. */
type Slot = { name: string; number: boolean } | { name: string; branch: string | number | null };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DIGITS = '([\\d,.]+)';

/** A regular expression that reads a message's English back: each argument and branch a capture. */
function patternOf(elements: MessageFormatElement[], slots: Slot[], pluralName?: string): string {
  let source = '';
  for (const e of elements) {
    switch (e.type) {
      case TYPE.literal:
        source += escapeRegExp(e.value);
        break;
      case TYPE.argument:
        slots.push({ name: e.value, number: false });
        source += '(.+?)';
        break;
      case TYPE.number:
        slots.push({ name: e.value, number: true });
        source += DIGITS;
        break;
      case TYPE.pound:
        if (pluralName) slots.push({ name: pluralName, number: true });
        source += DIGITS;
        break;
      case TYPE.select:
      case TYPE.plural: {
        const branches = Object.entries(e.options).map(([key, option]) => {
          // A plural branch that names its number ('=1', English 'one') says the value by itself.
          const branch =
            e.type === TYPE.select
              ? key
              : key.startsWith('=')
                ? Number(key.slice(1))
                : key === 'one'
                  ? 1
                  : null;
          slots.push({ name: e.value, branch });
          return `()${patternOf(option.value, slots, e.type === TYPE.plural ? e.value : pluralName)}`;
        });
        source += `(?:${branches.join('|')})`;
        break;
      }
      default:
        throw new Error(`A spec template uses ICU syntax the translator cannot read back (type ${e.type})`);
    }
  }
  return source;
}

type Template = { pattern: RegExp; slots: Slot[]; translation: IntlMessageFormat };

function templateOf(english: string, translation: string, locale: Locale): Template {
  const slots: Slot[] = [];
  const pattern = new RegExp(`^${patternOf(parse(english), slots)}$`, 's');
  return { pattern, slots, translation: new IntlMessageFormat(translation, locale) };
}

/** A captured count as a number ('10,000' → 10000); a code like '012345' stays text. */
const capturedValue = (text: string, number: boolean): string | number =>
  number || /^(0|[1-9]\d*)$/.test(text) ? Number(text.replace(/,/g, '')) : text;

function valuesOf(match: RegExpExecArray, slots: readonly Slot[]): Values {
  const values: Values = {};
  slots.forEach((slot, i) => {
    const text = match[i + 1];
    if (text === undefined) return;
    if ('number' in slot) values[slot.name] = capturedValue(text, slot.number);
  });
  // A branch taken says its argument's value when no capture did ('=1', a select's key).
  slots.forEach((slot, i) => {
    if (match[i + 1] === undefined || 'number' in slot || slot.name in values) return;
    values[slot.name] = slot.branch ?? 0;
  });
  return values;
}

/** Every English text a catalog translates as a whole: the plain spec sentences, the shared words. */
function plainEnglish(): [key: string, english: string][] {
  const entries: [string, string][] = Object.entries(MSG).flatMap(([key, text]) =>
    typeof text === 'string' ? [[`spec.${key}`, text] as [string, string]] : [],
  );
  return [...entries, ...Object.entries(sharedWordsInEnglish(DATE_KIND_IDS, CALENDAR_IDS))];
}

/** A sentence quoted without its full stop (a reason inside another sentence) loses it in translation too. */
const withoutStop = (text: string) => text.replace(/[.。۔]$/u, '');

/** Says any of the spec's English in `locale` by its catalog; other text as it is. */
export function specTranslator(locale: Locale, catalog: Catalog): (text: string) => string {
  const plain = new Map<string, string>();
  for (const [key, english] of plainEnglish()) {
    const translated = catalog[key];
    if (translated) plain.set(english, translated);
  }
  const templates: Template[] = [];
  for (const [key, english] of Object.entries(SPEC_TEMPLATES)) {
    const translated = catalog[`spec.${key}`];
    if (translated) templates.push(templateOf(english, translated, locale));
  }
  const word = (text: string): string => {
    const whole = plain.get(text);
    if (whole !== undefined) return whole;
    const stopped = plain.get(`${text}.`);
    return stopped === undefined ? translate(text) : withoutStop(stopped);
  };
  function translate(text: string): string {
    const whole = plain.get(text);
    if (whole !== undefined) return whole;
    for (const { pattern, slots, translation } of templates) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values = valuesOf(match, slots);
      for (const [name, value] of Object.entries(values))
        if (typeof value === 'string') values[name] = word(value);
      return String(translation.format(values));
    }
    return text;
  }
  return translate;
}
