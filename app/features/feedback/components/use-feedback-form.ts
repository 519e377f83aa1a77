import { type FormEvent, useState } from 'react';
import { MSG } from '../../../../shared/messages';
import type { FeedbackType } from '../../../../shared/schemas/feedback';
import { toast } from '../../../lib/toast';
import { feedbackErrorMessage, useSendFeedback } from '../api/send-feedback';

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
      toast.error(feedbackErrorMessage(err));
    }
  }

  const field = { value: text, onChange: setText, error };
  return { field, blank, sending: send.isPending, onSubmit };
}
