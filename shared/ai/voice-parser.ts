import { formatBirthDate, isValidBirthDate } from '@shared/dates/birth-date';
import type { VoiceResult } from '@shared/schemas/ai';
import * as chrono from 'chrono-node';

// Words of a spoken "add a birthday" sentence that are never part of the name.
const FILLER = new Set(
  `hello hi hey okay ok um uh so well yes no
   add adding remember save create new put set please birthday birthdays bday b-day is was on the of my our
   for born in at a an and to list date day her his their it its it's that this named called name person
   whose celebrates turns has have would like i i'd me we can you want birth year`.split(/\s+/),
);
// "my friend Anna", "my mom Linda": the relation word gives way to the name that follows it, and is
// the name only when none does ("my mom's birthday" → 'Mom').
const RELATIONS = new Set(
  `friend colleague coworker co-worker boss neighbour neighbor cousin buddy pal mom mum mother dad father
   brother sister son daughter wife husband partner niece nephew girlfriend boyfriend
   sister-in-law brother-in-law mother-in-law father-in-law`.split(/\s+/),
);
// Kinship titles said before a name belong to it, as people address them: "grandpa Joe" → 'Grandpa Joe'.
const TITLES = new Set(
  `grandpa grandma granny grandad granddad grandfather grandmother gramps nana nanna nan gran aunt auntie
   aunty uncle`.split(/\s+/),
);
/** At most this many words after a title: 'Anna Maria Lopez', 'Aunt Mary Ellen'. */
const MAX_NAME_WORDS = 3;

// A leap year as reference, so a spoken "February 29" stays a date when no year is said.
const REFERENCE = new Date(Date.UTC(2000, 0, 1, 12));

type Token = { word: string; capital: boolean; index: number };

/** Offline reading of a spoken sentence: chrono-node for the date, a heuristic for the name. */
export function parseVoiceOffline(transcript: string): VoiceResult {
  const [found] = chrono.parse(transcript, REFERENCE);
  let date: string | null = null;
  let rest = transcript;
  if (found) {
    const birth = {
      month: found.start.get('month') ?? 0,
      day: found.start.get('day') ?? 0,
      year: found.start.isCertain('year') ? (found.start.get('year') ?? null) : null,
    };
    if (found.start.isCertain('day') && isValidBirthDate(birth)) date = formatBirthDate(birth);
    rest = `${transcript.slice(0, found.index)} , ${transcript.slice(found.index + found.text.length)}`;
  }
  const name = guessName(rest);
  return { name: name?.text ?? null, date, confidence: confidenceOf(name, date) };
}

/**
 * A date chrono-node is certain of is sure; a name is sure when the recogniser capitalised it, as
 * it does names. Alone, each is sure enough to fill its own field; an uncapitalised name alone is
 * as likely to be any other words ('hello there'), so it is not.
 */
function confidenceOf(name: { fromCapitals: boolean } | null, date: string | null): number {
  if (name && date) return name.fromCapitals ? 0.9 : 0.8;
  if (date) return 0.9;
  if (name) return name.fromCapitals ? 0.8 : 0.4;
  return 0;
}

function guessName(text: string): { text: string; fromCapitals: boolean } | null {
  const tokens: Token[] = [];
  text.split(/[\s,.;:!?"]+/).forEach((raw, index) => {
    const word = raw.replace(/['’]s$/i, '').replace(/^[^\p{L}]+|[^\p{L}'’-]+$/gu, '');
    if (!word || FILLER.has(word.toLowerCase())) return;
    tokens.push({ word, capital: /^\p{Lu}/u.test(word), index });
  });
  const isRelation = (t: Token) => RELATIONS.has(t.word.toLowerCase());
  const isTitle = (t: Token) => TITLES.has(t.word.toLowerCase());
  const named = tokens.filter((t, i) => !isRelation(t) || i === tokens.length - 1);
  // Speech recognisers capitalise names: the first capitalised word starts the name when there is
  // one, with a title said right before it ("grandpa Joe"); else the first word that is left.
  const capitals = named.filter((t) => t.capital);
  const pool = capitals.length > 0 ? capitals : named;
  let start = pool[0];
  if (!start) return null;
  const before = named[named.indexOf(start) - 1];
  if (before && before.index === start.index - 1 && isTitle(before)) start = before;
  const run = [start];
  for (const t of named.slice(named.indexOf(start) + 1)) {
    const words = run.filter((r) => !isTitle(r)).length;
    if (t.index !== run.at(-1)!.index + 1 || words === MAX_NAME_WORDS) break;
    run.push(t);
  }
  const words = run.map((t) => t.word.charAt(0).toUpperCase() + t.word.slice(1));
  return { text: words.join(' '), fromCapitals: capitals.length > 0 };
}
