import { describe, expect, it } from 'vitest';
import { voiceVerdict } from './voice-verdict';

const incomplete = 'Please include both name and date in your voice input.';

describe('voice verdict', () => {
  it('fills name and date at confidence 0.7 or more', () => {
    expect(voiceVerdict({ name: 'Sarah', date: '--03-05', confidence: 0.7 })).toEqual({
      heard: { name: 'Sarah', date: '--03-05' },
      success: 'Successfully recognized input!',
      problem: null,
    });
  });

  it('fills nothing when it is unsure of both', () => {
    expect(voiceVerdict({ name: 'Sarah', date: '--03-05', confidence: 0.69 })).toEqual({
      heard: {},
      success: null,
      problem: 'Could not confidently recognize both name and date. Please try again.',
    });
  });

  it('fills the name alone and asks for the date', () => {
    expect(voiceVerdict({ name: 'Sarah', date: null, confidence: 0.9 })).toEqual({
      heard: { name: 'Sarah' },
      success: 'Name recognized!',
      problem: incomplete,
    });
  });

  it('fills the date alone and asks for the name', () => {
    expect(voiceVerdict({ name: null, date: '1950-08-12', confidence: 0.9 })).toEqual({
      heard: { date: '1950-08-12' },
      success: 'Date recognized!',
      problem: incomplete,
    });
  });

  it.each([
    { name: 'Hello There', date: null, confidence: 0.4 },
    { name: null, date: '--03-05', confidence: 0.5 },
    { name: null, date: null, confidence: 0 },
  ])('fills nothing from an unsure half, or from nothing: %o', (result) => {
    expect(voiceVerdict(result)).toEqual({ heard: {}, success: null, problem: incomplete });
  });
});
