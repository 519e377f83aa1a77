import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { parseVoiceOffline } from '@shared/ai/voice-parser';
import { NAME_MAX_LENGTH } from '@shared/constants';
import { formatBirthDate, parseBirthDate } from '@shared/dates/birth-date';
import { todayIn, toIsoDate } from '@shared/dates/plain-date';
import { VOICE_MAX_TOKENS, type VoiceResult, voiceResult } from '@shared/schemas/ai';
import { eq } from 'drizzle-orm';
import { consumeAiQuota } from './consume-ai-quota';
import { voicePrompt } from './prompts';

/** Name, date and confidence from a spoken sentence: by the model, or offline when it has none or fails. */
export async function parseVoice(
  deps: Pick<Deps, 'db' | 'clock' | 'ai'>,
  { userId, transcript }: { userId: string; transcript: string },
): Promise<VoiceResult> {
  await consumeAiQuota(deps, { userId });
  const [user] = await deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  const today = toIsoDate(todayIn(user?.timeZone ?? 'UTC', deps.clock.now()));
  const reply = await deps.ai.complete({
    messages: voicePrompt(transcript, today),
    temperature: 0,
    maxTokens: VOICE_MAX_TOKENS,
    json: true,
  });
  return (reply !== null && usableVoiceReply(reply)) || parseVoiceOffline(transcript);
}

/** The model's answer in the app's terms (a real date in the birthday format, a bounded name), or null. */
function usableVoiceReply(reply: string): VoiceResult | null {
  let json: unknown;
  try {
    json = JSON.parse(reply);
  } catch {
    return null;
  }
  const parsed = voiceResult.safeParse(json);
  if (!parsed.success) return null;
  const name = parsed.data.name?.trim().slice(0, NAME_MAX_LENGTH) || null;
  const birth = parsed.data.date ? parseBirthDate(parsed.data.date.trim()) : null;
  if (parsed.data.date && !birth) return null;
  return { name, date: birth ? formatBirthDate(birth) : null, confidence: parsed.data.confidence };
}
