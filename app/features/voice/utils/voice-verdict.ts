import { MSG } from '@shared/messages';
import { VOICE_CONFIDENCE_THRESHOLD, type VoiceResult } from '@shared/schemas/ai';

/** What voice entry heard and may put in the form: a name, a date or both. */
export type Heard = { name?: string; date?: string };

/**
 * Spec §5 Voice: a name and a date at confidence 0.7 or more fill the form ('Successfully recognized
 * input!'). When only one of them was heard with that confidence, it fills its own field ('Name
 * recognized!' or 'Date recognized!') and the user is asked for the other, so nothing said is lost.
 * `problem` is the spec's §8 message when anything is missing or unsure; null when complete.
 */
export function voiceVerdict(result: VoiceResult): {
  heard: Heard;
  success: string | null;
  problem: string | null;
} {
  const sure = result.confidence >= VOICE_CONFIDENCE_THRESHOLD;
  if (result.name && result.date) {
    return sure
      ? { heard: { name: result.name, date: result.date }, success: MSG.voiceRecognized, problem: null }
      : { heard: {}, success: null, problem: MSG.voiceNotConfident };
  }
  if (sure && result.name) {
    return { heard: { name: result.name }, success: MSG.nameRecognized, problem: MSG.voiceIncomplete };
  }
  if (sure && result.date) {
    return { heard: { date: result.date }, success: MSG.dateRecognized, problem: MSG.voiceIncomplete };
  }
  return { heard: {}, success: null, problem: MSG.voiceIncomplete };
}
