import type { Deps } from '@server/deps';
import { offlineWish } from '@shared/ai/wish-templates';
import { WISH_MAX_CHARS, WISH_MAX_TOKENS, WISH_TEMPERATURE, type WishAnswer } from '@shared/schemas/ai';
import { consumeAiQuota } from './consume-ai-quota';
import { loadAiSubject } from './load-ai-subject';
import { wishPrompt } from './prompts';

/**
 * A birthday wish in the user's tone and language: the model's, or a built-in one when it has none,
 * fails, or gives back `previous` (the wish on screen, which Regenerate must replace).
 */
export async function generateWish(
  deps: Pick<Deps, 'db' | 'clock' | 'ai'>,
  { userId, birthdayId, previous }: { userId: string; birthdayId: string; previous?: string | undefined },
): Promise<WishAnswer> {
  const subject = await loadAiSubject(deps, { userId, birthdayId });
  await consumeAiQuota(deps, { userId });
  const { tone, language, belated } = subject;
  const reply = await deps.ai.complete({
    messages: wishPrompt({ ...subject, previous }),
    temperature: WISH_TEMPERATURE,
    maxTokens: WISH_MAX_TOKENS,
  });
  const text = reply === null ? null : usableWish(reply);
  if (text && text !== previous?.trim()) return { text, belated, tone, language, source: 'ai' };
  return { text: offlineWish(subject, previous), belated, tone, language, source: 'offline' };
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
