import { Modal } from '@app/components/modal';
import { toast } from '@app/lib/toast';
import { MSG } from '@shared/messages';
import { FEEDBACK_CATEGORIES, type FeedbackType } from '@shared/schemas/feedback';
import { useState } from 'react';
import { FeedbackActions } from './feedback-actions';
import { FeedbackTextField } from './feedback-text-field';
import { useFeedbackForm } from './use-feedback-form';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Settings' 'Send Feedback': a category (spec §9) and a non-blank message. */
export function SendFeedbackModal({ open, onOpenChange }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Send Feedback"
      description="Tell us what to build, fix or improve."
    >
      <SendFeedbackForm onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function SendFeedbackForm({ onClose }: { onClose: () => void }) {
  const [category, setCategory] = useState<FeedbackType>('suggestion');
  const form = useFeedbackForm({
    type: category,
    onSent: () => {
      toast.success(MSG.feedbackThanksReview);
      onClose();
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4">
      <fieldset>
        <legend className="field-label">Category</legend>
        <div className="grid grid-cols-2 gap-2">
          {FEEDBACK_CATEGORIES.map((c) => (
            <label
              key={c.value}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-line-2 px-3 py-2.5 text-sm has-checked:border-brand-600 has-checked:bg-accent-soft has-checked:text-accent-ink"
            >
              <input
                type="radio"
                name="feedback-category"
                value={c.value}
                checked={category === c.value}
                onChange={() => setCategory(c.value)}
                className="accent-brand-600"
              />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      <FeedbackTextField label="Message" {...form.field} />
      <FeedbackActions onCancel={onClose} disabled={form.blank} sending={form.sending} />
    </form>
  );
}
