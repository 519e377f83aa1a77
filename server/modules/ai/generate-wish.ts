import type { Deps } from '@server/deps';
import { celebrates } from '@shared/ai/celebration-words';
import { offlineWish } from '@shared/ai/wish-templates';
import { kindOf } from '@shared/date-kinds';
import {
  WISH_MAX_CHARS,
  WISH_MAX_TOKENS,
  WISH_TEMPERATURE,
  type WishAnswer,
  type WishTone,
} from '@shared/schemas/ai';
import { consumeAiQuota } from './consume-ai-quota';
import { loadAiSubject } from './load-ai-subject';
import { wishPrompt } from './prompts';

/**
 * A wish in the user's tone and language: the model's, or a built-in one when it has none, fails, or
 * gives back `previous` (the wish on screen, which Regenerate must replace). A remembrance is written
 * in its own tone, whatever the settings say, and a model's message for it that celebrates is not used.
 */
export async function generateWish(
  deps: Pick<Deps, 'db' | 'clock' | 'ai'>,
  { userId, birthdayId, previous }: { userId: string; birthdayId: string; previous?: string | undefined },
): Promise<WishAnswer> {
  const subject = await loadAiSubject(deps, { userId, birthdayId });
  await consumeAiQuota(deps, { userId });
  const { language, belated } = subject;
  const remembrance = !kindOf(subject.kind).celebrates;
  const tone: WishTone = remembrance ? 'remembrance' : subject.tone;
  const reply = await deps.ai.complete({
    messages: wishPrompt({ ...subject, previous }),
    temperature: WISH_TEMPERATURE,
    maxTokens: WISH_MAX_TOKENS,
  });
  const text = reply === null ? null : usableWish(reply);
  if (text && text !== previous?.trim() && !(remembrance && celebrates(text)))
    return { text, belated, tone, language, source: 'ai' };
  return { text: offlineWish({ ...subject, tone }, previous), belated, tone, language, source: 'offline' };
}

/** A model's wish as the user will send it, or null when it is empty, too long or not plain text. */
function usableWish(reply: string): string | null {
  const text = reply
    .trim()
    .replace(/^["'“«](.*)["'”»]$/s, '$1')
    .trim();
  if (!text || text.length >= WISH_MAX_CHARS) return null;
  if (/\p{Cc}/u.test(text.replace(/[\n\t]/g, ' ')) || /^[{[]/.test(text)) return null;
  return text;
}
