import { toastFailure } from '@app/lib/failure-toast';
import { MSG } from '@shared/messages';
import type { FeedbackType } from '@shared/schemas/feedback';
import { type FormEvent, useState } from 'react';
import { useSendFeedback } from '../api/send-feedback';

/** Text, its error and the send of either feedback form; `onSent` runs after the server kept it. */
export function useFeedbackForm({ type, onSent }: { type: FeedbackType; onSent: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendFeedback();
  const blank = text.trim() === '';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank) {
      setError(MSG.feedbackEmpty);
      return;
    }
    setError(null);
    try {
      await send.mutateAsync({ type, feedback: text });
      setText('');
      onSent();
    } catch (err) {
      // Refused (too many this hour, too long): 'Failed to submit feedback' and why; else try again.
      toastFailure(err, { refused: MSG.failedSubmitFeedbackRefused, retry: MSG.failedSubmitFeedback });
    }
  }

  const field = { value: text, onChange: setText, error };
  return { field, blank, sending: send.isPending, onSubmit };
}
