import { MSG } from '../../../../shared/messages';
import { VOICE_CONFIDENCE_THRESHOLD, type VoiceResult } from '../../../../shared/schemas/ai';

/** Spec §5 Voice: both name and date, with confidence at least 0.7; else the spec's §8 message. */
export function voiceVerdict(
  result: VoiceResult,
): { ok: true; name: string; date: string } | { ok: false; message: string } {
  if (!result.name || !result.date) return { ok: false, message: MSG.voiceIncomplete };
  if (result.confidence < VOICE_CONFIDENCE_THRESHOLD) return { ok: false, message: MSG.voiceNotConfident };
  return { ok: true, name: result.name, date: result.date };
}
