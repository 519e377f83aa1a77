import { api } from '@app/lib/api-client';
import { TRANSCRIPT_MAX_CHARS, type VoiceResult } from '@shared/schemas/ai';

export const parseVoice = (transcript: string) =>
  api<VoiceResult>('/ai/voice', {
    method: 'POST',
    body: { transcript: transcript.trim().slice(0, TRANSCRIPT_MAX_CHARS) },
  });
