import * as chrono from 'chrono-node';
import { formatBirthDate, isValidBirthDate } from '../dates/birth-date';
import type { VoiceResult } from '../schemas/ai';

// Words of a spoken "add a birthday" sentence that are never part of the name.
const FILLER = new Set(
  `add adding remember save create new put set please birthday birthdays bday b-day is was on the of my our
   for born in at a an and to list date day her his their its it's named called name person whose
   celebrates turns has have would like i i'd me we can you want birth year`.split(/\s+/),
);
// "my friend Anna": the relation word gives way to the name that follows it.
const RELATIONS = new Set(
  `friend colleague coworker co-worker boss neighbour neighbor cousin buddy pal`.split(' '),
);

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
  const confidence = name && date ? (name.fromCapitals ? 0.9 : 0.8) : name || date ? 0.4 : 0;
  return { name: name?.text ?? null, date, confidence };
}

function guessName(text: string): { text: string; fromCapitals: boolean } | null {
  const tokens: Token[] = [];
  text.split(/[\s,.;:!?"]+/).forEach((raw, index) => {
    const word = raw.replace(/['’]s$/i, '').replace(/^[^\p{L}]+|[^\p{L}'’-]+$/gu, '');
    if (!word || FILLER.has(word.toLowerCase())) return;
    tokens.push({ word, capital: /^\p{Lu}/u.test(word), index });
  });
  const named = tokens.filter((t, i) => !RELATIONS.has(t.word.toLowerCase()) || i === tokens.length - 1);
  const capitals = named.filter((t) => t.capital);
  const pool = capitals.length > 0 ? capitals : named;
  const first = pool[0];
  if (!first) return null;
  const run = [first];
  for (const t of pool.slice(1)) {
    if (t.index !== run.at(-1)!.index + 1 || run.length === 3) break;
    run.push(t);
  }
  const words = run.map((t) => t.word.charAt(0).toUpperCase() + t.word.slice(1));
  return { text: words.join(' '), fromCapitals: capitals.length > 0 };
}
