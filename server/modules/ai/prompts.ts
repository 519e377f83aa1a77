import type { ChatMessage } from '@server/providers/ai';
import { kindOf } from '@shared/date-kinds';
import { counted, YEARS } from '@shared/date-kinds/definition';
import { ordinal } from '@shared/dates/format';
import {
  GIFT_CATEGORIES,
  GIFT_EFFORTS,
  LANGUAGE_NAMES,
  type Language,
  type Tone,
  WISH_MAX_CHARS,
} from '@shared/schemas/ai';

// Spec §7 'AI text service'. User-typed text (names, categories, interests, transcripts) is already
// bounded by its schema; control characters are dropped so it cannot forge prompt structure.
const clean = (text: string) => text.replace(/\p{Cc}/gu, ' ').trim();

type WishSubject = {
  name: string;
  /** The day's kind (shared/date-kinds) and, for a day the user names, its label ('Name day'). */
  kind: string;
  label: string;
  category: string;
  tone: Tone;
  language: Language;
  belated: boolean;
  /** The years the day counts: the age turned, the anniversary's number, the years since a death. */
  age: number | null;
  previous?: string | undefined;
};

/** The wish's messages: a remembrance's own, or a celebration's, worded for the day it is. */
export function wishPrompt(p: WishSubject): ChatMessage[] {
  return kindOf(p.kind).celebrates ? celebrationPrompt(p) : remembrancePrompt(p);
}

// Regenerate: the wish on screen is not wanted again.
const notAgain = (previous: string | undefined) =>
  previous?.trim() ? ` Write a different message from this one: ${clean(previous)}` : '';

// What the day is called in a prompt; the spec's words for a birthday. An 'other' day goes by its label.
const dayNoun = ({ kind, label }: { kind: string; label: string }) =>
  kind === 'anniversary' ? 'anniversary' : kind === 'other' ? clean(label) || 'special day' : 'birthday';

// The years the day counts, as the prompt says them.
function countOf({ kind, age, belated }: WishSubject) {
  if (age === null) return '';
  if (kind === 'anniversary') return ` It ${belated ? 'was' : 'is'} their ${ordinal(age)} anniversary.`;
  if (kind === 'other') return ` It ${belated ? 'marked' : 'marks'} ${counted('en', age, YEARS.en)}.`;
  return ` Age: ${belated ? 'just turned' : 'turning'} ${age}.`;
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

function celebrationPrompt(p: WishSubject): ChatMessage[] {
  const noun = dayNoun(p);
  const count = countOf(p);
  const when = p.belated
    ? `The ${noun} was a few days ago, so write a belated ${noun} wish.`
    : `The ${noun} is today.`;
  return [
    {
      role: 'system',
      content: `You write short ${noun} messages to send by text message. Tone: ${p.tone}. Language: ${LANGUAGE_NAMES[p.language]}. Include a few fitting emojis. Keep it under ${WISH_MAX_CHARS} characters. ${when} Reply with the message only, no quotes.${notAgain(p.previous)}`,
    },
    {
      role: 'user',
      content: `Write ${article(noun)} ${noun} message for ${clean(p.name)}. Relationship: ${clean(p.category)}.${count}`,
    },
  ];
}

// A death's anniversary: a quiet message to those who remember, never a celebration. The user's tone is
// not asked for (none of the four suits grief); the words a model might still slip in are checked after.
function remembrancePrompt(p: WishSubject): ChatMessage[] {
  const when = p.belated
    ? 'The anniversary of the death was a few days ago: the message may say you have been thinking of them these days.'
    : 'The anniversary of the death is today.';
  const since =
    p.age === null
      ? ''
      : ` It ${p.belated ? 'was' : 'is'} ${counted('en', p.age, YEARS.en)} since they died.`;
  return [
    {
      role: 'system',
      content: `You write a short, warm message to send by text message to the family or friends of someone who has died, who are remembering that person on the anniversary of the death. Language: ${LANGUAGE_NAMES[p.language]}. Write calmly and gently, with sympathy: this day is not a celebration, so no cheerful greetings, no congratulations, no wishes for a good day and no party emojis; at most one quiet emoji such as 🤍 or 🕯️. Do not guess whether the person was a man or a woman. Keep it under ${WISH_MAX_CHARS} characters. ${when} Reply with the message only, no quotes.${notAgain(p.previous)}`,
    },
    {
      role: 'user',
      content: `Write a message remembering ${clean(p.name)}. Relationship: ${clean(p.category)}.${since}`,
    },
  ];
}

export function giftPrompt(p: {
  name: string;
  kind: string;
  label: string;
  category: string;
  interests: string[];
  count: number;
}): ChatMessage[] {
  return [
    {
      role: 'system',
      content: `You suggest thoughtful ${dayNoun(p)} gifts. Answer with a JSON object {"suggestions": [...]} whose array holds the requested number of gifts. Each gift has: "title" (at most 100 characters), "description" (10 to 500 characters), "whyItWorks" (array of short reasons this gift suits this person), "personalTouches" (array of ideas to make this gift personal; every gift's reasons and touches are its own, never repeated across gifts), "priceRange" (like "$20-$50"), "effort" (${GIFT_EFFORTS.join(', ')}), "category" (${GIFT_CATEGORIES.join(', ')}), "occasions" (array).`,
    },
    {
      role: 'user',
      content: `Name: ${clean(p.name)}\nRelationship: ${clean(p.category)}\nInterests: ${p.interests.map(clean).join(', ')}\nNumber of suggestions: ${p.count}`,
    },
  ];
}

export function voicePrompt(transcript: string, today: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content: `You read one spoken sentence that adds a birthday and extract the person's name and birth date. Today is ${today}. Keep the whole name as it was said, with a family title that is part of it ("Grandpa Joe", "Aunt Maria"), but without words that only describe the person ("my friend Sam" is "Sam"). Answer with a JSON object {"name": string or null, "date": "YYYY-MM-DD" when a year is said, "--MM-DD" when it is not, or null, "confidence": a number from 0 to 1}.`,
    },
    { role: 'user', content: clean(transcript) },
  ];
}
