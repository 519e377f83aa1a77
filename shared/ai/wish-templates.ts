import { de } from '@shared/ai/wish-texts/de';
import { en } from '@shared/ai/wish-texts/en';
import { es } from '@shared/ai/wish-texts/es';
import { fr } from '@shared/ai/wish-texts/fr';
import { it } from '@shared/ai/wish-texts/it';
import { tr } from '@shared/ai/wish-texts/tr';
import type { DayMessages, LanguageWishes, WishSet } from '@shared/ai/wish-texts/types';
import { counted, YEARS } from '@shared/date-kinds/definition';
import { type Language, WISH_MAX_CHARS, type WishTone } from '@shared/schemas/ai';

// Offline wishes, written per language rather than translated word for word.
export const WISH_TEMPLATES: Record<Language, LanguageWishes> = { en, tr, es, fr, de, it };

/** The built-in categories that have wishes of their own; any other category gets the general ones. */
const CATEGORY_WISHES = ['family', 'friends', 'work'] as const satisfies ReadonlyArray<keyof WishSet>;

export type WishOptions = {
  name: string;
  /** The day's kind (shared/date-kinds) and an 'other' day's label; a birthday when absent. */
  kind?: string | undefined;
  label?: string | undefined;
  tone: WishTone;
  language: Language;
  belated: boolean;
  category: string;
  /** The years this day counts, when its first year is known: the age turned, the years since a death. */
  age: number | null;
};

/** English ordinals: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 102nd. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/**
 * Every built-in wish that fits this day: for a birthday the tone's general ones, its category's, and
 * its age's when known; a remembrance's (in its own tone), an anniversary's or a named day's own.
 */
export function offlineWishes(options: WishOptions): string[] {
  const { name, tone, language, belated, category, age } = options;
  const wishes = WISH_TEMPLATES[language];
  if (tone === 'remembrance') return dayMessages(wishes.remembrance, options);
  if (options.kind === 'anniversary' || options.kind === 'other')
    return dayMessages(wishes[options.kind], options);
  const set = wishes[tone][belated ? 'belated' : 'normal'];
  const own = CATEGORY_WISHES.find((c) => c === category.trim().toLowerCase());
  const aged = age !== null && age >= 1;
  const templates = [...set.any, ...(own ? set[own] : []), ...(aged ? set.age : [])];
  const filled = templates.map((template) =>
    aged
      ? template
          .replaceAll('{years}', wishes.years(age))
          .replaceAll('{ordinal}', ordinal(age))
          .replaceAll('{age}', String(age))
      : template,
  );
  return [...new Set(filled.map((template) => withName(template, name)))];
}

/**
 * A day's own messages, in whatever tone: those of the day, with the years counted when its first year
 * is known; a few days after, the late ones, which count nothing (the count is for the day itself).
 */
function dayMessages(set: DayMessages, { name, language, belated, age, label }: WishOptions): string[] {
  const years = age !== null && age >= 1 ? counted(language, age, YEARS[language]) : null;
  const templates = belated ? set.belated : [...set.any, ...(years ? set.years : [])];
  const filled = templates.map((t) =>
    t.replaceAll('{years}', years ?? '').replaceAll('{label}', () => label?.trim() ?? ''),
  );
  return [...new Set(filled.map((template) => withName(template, name)))];
}

/**
 * A built-in wish at random, always under the spec's 160 characters, and never `previous` (the wish
 * on screen) while another one exists, so Regenerate always changes the text.
 */
export function offlineWish(options: WishOptions, previous?: string, random = Math.random): string {
  const all = offlineWishes(options);
  const fresh = all.filter((wish) => wish !== previous?.trim());
  const pool = fresh.length > 0 ? fresh : all;
  return pool[Math.floor(random() * pool.length)] ?? pool[0]!;
}

/** The name in its place: a long name gives way to its first word, and only a first word longer than the room left is shortened. */
function withName(template: string, name: string): string {
  const room = WISH_MAX_CHARS - 1 - (template.length - '{name}'.length);
  const full = name.trim();
  const first = full.split(/\s+/)[0] ?? full;
  const fitted = full.length <= room ? full : first.length <= room ? first : shorten(first, room);
  return template.replace('{name}', () => fitted);
}

/** Cut by whole code points, so an emoji in a name is never split in half. */
function shorten(text: string, room: number): string {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > room) break;
    out += ch;
  }
  return out;
}
