import { MSG } from '@shared/messages';
import { useCallback, useEffect, useRef, useState } from 'react';

// The parts of the Web Speech API used here; Chrome still names it webkitSpeechRecognition.
type Recognizer = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult:
    | ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
type RecognizerClass = new () => Recognizer;

function recognizerClass(): RecognizerClass | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognizerClass;
    webkitSpeechRecognition?: RecognizerClass;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export type ListenState = 'idle' | 'listening' | 'done' | 'error';

/**
 * One utterance in en-US with interim results (spec §7 Voice). `onFinished` gets what was heard when
 * the speaker stops or taps to stop; errors end in 'error' with the spec's message.
 */
export function useSpeechRecognition(onFinished: (transcript: string) => void) {
  const supported = recognizerClass() !== null;
  const [state, setState] = useState<ListenState>('idle');
  const [transcript, setTranscript] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recognizer = useRef<Recognizer | null>(null);
  const heard = useRef('');
  const failed = useRef(false);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => () => recognizer.current?.abort(), []);

  const fail = useCallback((message: string) => {
    failed.current = true;
    setError(message);
    setState('error');
  }, []);

  const start = useCallback(() => {
    const Recognition = recognizerClass();
    if (!Recognition) return fail(MSG.voiceNotSupported);
    heard.current = '';
    failed.current = false;
    setTranscript('');
    setError(null);
    try {
      const r = new Recognition();
      r.lang = 'en-US';
      r.continuous = false;
      r.interimResults = true;
      r.maxAlternatives = 1;
      r.onresult = (event) => {
        heard.current = Array.from(event.results, (result) => result[0]?.transcript ?? '').join(' ');
        setTranscript(heard.current);
      };
      r.onerror = (event) => {
        if (event.error !== 'aborted') fail(MSG.voiceError);
      };
      r.onend = () => {
        recognizer.current = null;
        if (failed.current) return;
        setState('done');
        finished.current(heard.current.trim());
      };
      recognizer.current = r;
      r.start();
      setState('listening');
    } catch {
      recognizer.current = null;
      fail(MSG.voiceStartFailed);
    }
  }, [fail]);

  const stop = useCallback(() => recognizer.current?.stop(), []);

  return { supported, state, transcript, error, start, stop, fail };
}
