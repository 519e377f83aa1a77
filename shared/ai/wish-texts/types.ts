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
 * A remembrance's messages, to the family or friends remembering someone on the day they died: calm,
 * with no celebration in them, in the one tone a remembrance is written in. Placeholders: {name}
 * always, and {years} (the years since, with their unit) in `years`. No pronoun stands for the person,
 * whom no field says is a man or a woman.
 */
export type RemembranceMessages = {
  /** Fit the day itself: at least 6, so Regenerate has others to give. */
  any: string[];
  /** When the year of the death is known. */
  years: string[];
  /** A few days after the day. */
  belated: string[];
};

export type LanguageWishes = {
  friendly: ToneWishes;
  formal: ToneWishes;
  funny: ToneWishes;
  poetic: ToneWishes;
  remembrance: RemembranceMessages;
  /** '{years}' for an age: the number with its unit, singular for one. */
  years: (age: number) => string;
};
