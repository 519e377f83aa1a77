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

export type LanguageWishes = {
  friendly: ToneWishes;
  formal: ToneWishes;
  funny: ToneWishes;
  poetic: ToneWishes;
  /** '{years}' for an age: the number with its unit, singular for one. */
  years: (age: number) => string;
};
