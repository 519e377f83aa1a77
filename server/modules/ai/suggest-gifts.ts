import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { catalogueGifts } from '@shared/ai/gift-catalogue';
import { parseGiftReply } from '@shared/ai/gift-reply';
import { kindOf } from '@shared/date-kinds';
import { MSG } from '@shared/messages';
import { GIFT_MAX_TOKENS, GIFT_TEMPERATURE, type GiftAnswer } from '@shared/schemas/ai';
import { consumeAiQuota } from './consume-ai-quota';
import { loadAiSubject } from './load-ai-subject';
import { giftPrompt } from './prompts';

/**
 * Gift ideas from the person's interests and relationship: the model's when it answers well, else the
 * built-in catalogue with the notice 'AI suggestions are currently unavailable'.
 */
export async function suggestGifts(
  deps: Pick<Deps, 'db' | 'clock' | 'ai'>,
  { userId, birthdayId, count }: { userId: string; birthdayId: string; count: number },
): Promise<GiftAnswer> {
  const subject = await loadAiSubject(deps, { userId, birthdayId });
  // A remembrance is never a celebration: no gift for it, whatever its interests say.
  if (!kindOf(subject.kind).celebrates) throw new AppError('validation', MSG.noGiftsForRemembrance);
  if (subject.interests.length === 0) throw new AppError('no_interests');
  const offline = (): GiftAnswer => ({
    suggestions: catalogueGifts(subject.interests, count),
    source: 'offline',
    notice: MSG.aiUnavailable,
  });
  await consumeAiQuota(deps, { userId });
  const reply = await deps.ai.complete({
    messages: giftPrompt({ ...subject, count }),
    temperature: GIFT_TEMPERATURE,
    maxTokens: GIFT_MAX_TOKENS,
    json: true,
  });
  if (reply === null) return offline();
  const parsed = parseGiftReply(reply);
  if ('error' in parsed) return offline();
  return { suggestions: parsed.suggestions.slice(0, count), source: 'ai' };
}
