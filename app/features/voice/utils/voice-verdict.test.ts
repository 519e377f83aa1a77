import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../shared/messages';
import { voiceVerdict } from './voice-verdict';

describe('voice verdict', () => {
  it('accepts a name and a date at confidence 0.7 or more', () => {
    expect(voiceVerdict({ name: 'Sarah', date: '--03-05', confidence: 0.7 })).toEqual({
      ok: true,
      name: 'Sarah',
      date: '--03-05',
    });
  });
  it.each([
    [{ name: 'Sarah', date: '--03-05', confidence: 0.69 }, MSG.voiceNotConfident],
    [{ name: null, date: '--03-05', confidence: 0.9 }, MSG.voiceIncomplete],
    [{ name: 'Sarah', date: null, confidence: 0.9 }, MSG.voiceIncomplete],
  ])('refuses %o', (result, message) => {
    expect(voiceVerdict(result)).toEqual({ ok: false, message });
  });
});
