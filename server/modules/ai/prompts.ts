import type { ChatMessage } from '@server/providers/ai';
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

export function wishPrompt(p: {
  name: string;
  category: string;
  tone: Tone;
  language: Language;
  belated: boolean;
  age: number | null;
  previous?: string | undefined;
}): ChatMessage[] {
  const when = p.belated
    ? 'The birthday was a few days ago, so write a belated birthday wish.'
    : 'The birthday is today.';
  // Regenerate: the wish on screen is not wanted again.
  const other = p.previous?.trim() ? ` Write a different message from this one: ${clean(p.previous)}` : '';
  const age = p.age === null ? '' : ` Age: ${p.belated ? 'just turned' : 'turning'} ${p.age}.`;
  return [
    {
      role: 'system',
      content: `You write short birthday messages to send by text message. Tone: ${p.tone}. Language: ${LANGUAGE_NAMES[p.language]}. Include a few fitting emojis. Keep it under ${WISH_MAX_CHARS} characters. ${when} Reply with the message only, no quotes.${other}`,
    },
    {
      role: 'user',
      content: `Write a birthday message for ${clean(p.name)}. Relationship: ${clean(p.category)}.${age}`,
    },
  ];
}

export function giftPrompt(p: {
  name: string;
  category: string;
  interests: string[];
  count: number;
}): ChatMessage[] {
  return [
    {
      role: 'system',
      content: `You suggest thoughtful birthday gifts. Answer with a JSON object {"suggestions": [...]} whose array holds the requested number of gifts. Each gift has: "title" (at most 100 characters), "description" (10 to 500 characters), "whyItWorks" (array of short reasons this gift suits this person), "personalTouches" (array of ideas to make this gift personal; every gift's reasons and touches are its own, never repeated across gifts), "priceRange" (like "$20-$50"), "effort" (${GIFT_EFFORTS.join(', ')}), "category" (${GIFT_CATEGORIES.join(', ')}), "occasions" (array).`,
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
