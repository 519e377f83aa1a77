import { toast } from '@app/lib/toast';
import { MSG } from '@shared/messages';
import { CheckCircle2, Loader2, Mic, MicOff, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { parseVoice } from '../api/parse-voice';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';
import { type Heard, voiceVerdict } from '../utils/voice-verdict';

/** `onRecognized` fills the form and says whether it now holds both a name and a date. */
type Props = { onRecognized: (heard: Heard) => boolean };

/** Voice entry for the Add Birthday form: say a name and a date, and the form fills in. */
export function VoiceInput({ onRecognized }: Props) {
  const [processing, setProcessing] = useState(false);
  const speech = useSpeechRecognition(async (transcript) => {
    if (!transcript) return speech.fail(MSG.voiceIncomplete);
    setProcessing(true);
    try {
      const { heard, success, problem } = voiceVerdict(await parseVoice(transcript));
      // A name said now and a date said on Try Again complete the form together.
      const complete = success ? onRecognized(heard) : false;
      if (success) toast.success(success);
      if (problem && !complete) speech.fail(problem);
    } catch {
      speech.fail(MSG.voiceFailed);
    } finally {
      setProcessing(false);
    }
  });

  if (!speech.supported) {
    return (
      <button type="button" className="btn-secondary w-full" disabled>
        <MicOff className="size-4" aria-hidden />
        {MSG.voiceNotSupported}
      </button>
    );
  }

  const listening = speech.state === 'listening';
  const complete = speech.state === 'done' && !processing;
  return (
    <div className="rounded-2xl bg-surface-2 p-3 ring-1 ring-line">
      <div className="flex gap-2">
        <button
          type="button"
          className={`${listening ? 'btn-primary animate-pulse' : 'btn-secondary'} flex-1`}
          onClick={listening ? speech.stop : speech.start}
          disabled={processing || complete || speech.state === 'error'}
          aria-live="polite"
        >
          {processing ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : complete ? (
            <CheckCircle2 className="size-4" aria-hidden />
          ) : (
            <Mic className="size-4" aria-hidden />
          )}
          {processing ? (
            <FormattedMessage id="voice.processing" defaultMessage="Processing..." />
          ) : listening ? (
            <FormattedMessage id="voice.listening" defaultMessage="Listening... (tap to stop)" />
          ) : complete ? (
            <FormattedMessage id="voice.complete" defaultMessage="Recognition Complete" />
          ) : (
            <FormattedMessage id="voice.add" defaultMessage="Add by voice" />
          )}
        </button>
        {complete || speech.state === 'error' ? (
          <button type="button" className="btn-secondary" onClick={speech.start}>
            <RotateCcw className="size-4" aria-hidden />
            <FormattedMessage id="voice.tryAgain" defaultMessage="Try Again" />
          </button>
        ) : null}
      </div>
      {speech.transcript ? <p className="mt-2 text-sm text-ink-3">“{speech.transcript}”</p> : null}
      {speech.error ? (
        <p role="alert" className="field-error mt-2">
          {speech.error}
        </p>
      ) : (
        <p className="field-help mt-2">
          {/* The voice reader understands English only: another language's hint says so. */}
          <FormattedMessage
            id="voice.hint"
            defaultMessage="Say something like “<en>Add Sarah on March 5th</en>”."
            values={{ en: (words) => <span lang="en">{words}</span> }}
          />
        </p>
      )}
    </div>
  );
}
