import { LANGUAGES, type Language } from '@shared/languages';
import { MSG } from '@shared/messages';
import { z } from 'zod';

// Spec §3: tones and message languages; §9: defaults friendly / en.
export { LANGUAGES, type Language };
export const TONES = ['friendly', 'formal', 'funny', 'poetic'] as const;
export type Tone = (typeof TONES)[number];
/**
 * The tones a wish is written in: the user's own (Message Settings), and the one a remembrance always
 * takes, which is never a setting because no other day wants it.
 */
const WISH_TONES = [...TONES, 'remembrance'] as const;
export type WishTone = (typeof WISH_TONES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  tr: 'Turkish',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
};

// Spec §9 'Wish message', 'Gift suggestions', 'Voice confidence threshold'.
export const WISH_MAX_CHARS = 160;
export const WISH_TEMPERATURE = 0.7;
export const WISH_MAX_TOKENS = 100;
export const GIFT_UI_COUNT = 5;
const GIFT_MAX_COUNT = 10;
export const GIFT_TEMPERATURE = 0.7;
export const GIFT_MAX_TOKENS = 1000;
export const VOICE_CONFIDENCE_THRESHOLD = 0.7;
export const VOICE_MAX_TOKENS = 100;
/** A spoken sentence is short; anything longer is not speech and is refused before it reaches a model. */
export const TRANSCRIPT_MAX_CHARS = 300;
/** Per user, across instances: enough for a person clicking Regenerate, too few to run up a model bill. */
export const AI_REQUESTS_PER_MINUTE = 10;

export const messageSettings = z.object({ tone: z.enum(TONES), language: z.enum(LANGUAGES) });
export type MessageSettings = z.infer<typeof messageSettings>;
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = { tone: 'friendly', language: 'en' };

const aiSource = z.enum(['ai', 'offline']);

export const wishRequest = z.object({
  birthdayId: z.string().min(1).max(64),
  /** Regenerate sends the wish on screen, so the next one is a different text. */
  previous: z.string().max(WISH_MAX_CHARS).optional(),
});
export const wishAnswer = z.object({
  text: z.string(),
  belated: z.boolean(),
  tone: z.enum(WISH_TONES),
  language: z.enum(LANGUAGES),
  source: aiSource,
});
export type WishAnswer = z.infer<typeof wishAnswer>;

export const GIFT_EFFORTS = ['low', 'medium', 'high'] as const;
export const GIFT_CATEGORIES = ['experience', 'physical', 'handmade', 'digital'] as const;

/** Spec §3 gift suggestion, with the §5 rules. */
export const giftSuggestion = z.object({
  title: z.string().min(1).max(100),
  description: z.string().min(10).max(500),
  whyItWorks: z.array(z.string().min(1).max(300)).min(1).max(10),
  personalTouches: z.array(z.string().min(1).max(300)).min(1).max(10),
  priceRange: z.string().max(50),
  effort: z.enum(GIFT_EFFORTS),
  category: z.enum(GIFT_CATEGORIES),
  occasions: z.array(z.string().min(1).max(100)).min(1).max(10),
});
export type GiftSuggestion = z.infer<typeof giftSuggestion>;

export const giftRequest = z.object({
  birthdayId: z.string().min(1).max(64),
  count: z.number().int().min(1).max(GIFT_MAX_COUNT).default(GIFT_UI_COUNT),
});
export const giftAnswer = z.object({
  suggestions: z.array(giftSuggestion),
  source: aiSource,
  /** Set when the catalogue answered because the model could not: 'AI suggestions are currently unavailable'. */
  notice: z.string().optional(),
});
export type GiftAnswer = z.infer<typeof giftAnswer>;

export const voiceRequest = z.object({
  transcript: z
    .string()
    .trim()
    .min(1, MSG.voiceIncomplete)
    .max(TRANSCRIPT_MAX_CHARS, MSG.voiceIncomplete)
    .refine((s) => !s.includes('\0'), MSG.voiceIncomplete),
});
/** Spec §3 voice result: the date is the birthday wire format ('YYYY-MM-DD' or '--MM-DD'), or null. */
export const voiceResult = z.object({
  name: z.string().nullable(),
  date: z.string().nullable(),
  confidence: z.number().min(0).max(1),
});
export type VoiceResult = z.infer<typeof voiceResult>;
