/**
 * One tone's offline wishes in one language, for the day itself (`normal`) and a few days after
 * (`belated`). Placeholders: {name} always, standing alone so no language has to bend a suffix or an
 * agreement around it; in `age` wishes also {age} (the number), {years} (number and unit with its
 * agreement: '1 year', '40 years') and, in English, {ordinal} ('40th').
 */
export type WishSet = {
  /** Fit any birthday: at least 8, so Regenerate always has others to give. */
  any: string[];
  /** When the birth year is known. */
  age: string[];
  /** For the built-in categories. */
  family: string[];
  friends: string[];
  work: string[];
};

type ToneWishes = { normal: WishSet; belated: WishSet };

/**
 * The messages of a day that is not a birthday, in any tone: a remembrance's (to the family or friends
 * remembering someone on the day they died: calm, with no celebration in them), an anniversary's, and
 * those of a day the user names. Placeholders: {name} always, {label} (the day's own name, 'Name day')
 * in an 'other' day's, always before a colon or alone so no grammar bends it, and {years} (the years
 * counted, with their unit) in `years`. No pronoun stands for a person no field says is a man or a woman.
 */
export type DayMessages = {
  /** Fit the day itself: several, so Regenerate has others to give. */
  any: string[];
  /** When the day's first year is known. */
  years: string[];
  /** A few days after the day. */
  belated: string[];
};

export type LanguageWishes = {
  friendly: ToneWishes;
  formal: ToneWishes;
  funny: ToneWishes;
  poetic: ToneWishes;
  remembrance: DayMessages;
  anniversary: DayMessages;
  other: DayMessages;
  /** '{years}' for an age: the number with its unit, singular for one. */
  years: (age: number) => string;
};
