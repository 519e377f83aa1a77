import { Modal } from '@app/components/modal';
import { RadioChips } from '@app/components/radio-chips';
import { toast } from '@app/lib/toast';
import { MSG } from '@shared/messages';
import { FEEDBACK_CATEGORIES, type FeedbackType } from '@shared/schemas/feedback';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FeedbackActions } from './feedback-actions';
import { FeedbackTextField } from './feedback-text-field';
import { useFeedbackForm } from './use-feedback-form';

const FEEDBACK_TYPES = FEEDBACK_CATEGORIES.map((c) => c.value);
const FEEDBACK_LABELS = new Map(FEEDBACK_CATEGORIES.map((c) => [c.value, c.label]));

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Settings' 'Send Feedback': a category (spec §9) and a non-blank message. */
export function SendFeedbackModal({ open, onOpenChange }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'feedback.sendTitle', defaultMessage: 'Send Feedback' })}
      description={intl.formatMessage({
        id: 'feedback.sendDescription',
        defaultMessage: 'Tell us what to build, fix or improve.',
      })}
    >
      <SendFeedbackForm onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function SendFeedbackForm({ onClose }: { onClose: () => void }) {
  const [category, setCategory] = useState<FeedbackType>('suggestion');
  const intl = useIntl();
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
        <legend className="field-label">
          <FormattedMessage id="feedback.category" defaultMessage="Category" />
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <RadioChips
            look="tile"
            name="feedback-category"
            options={FEEDBACK_TYPES}
            value={category}
            onChange={setCategory}
            label={(type) => FEEDBACK_LABELS.get(type)}
          />
        </div>
      </fieldset>
      <FeedbackTextField
        label={intl.formatMessage({ id: 'feedback.message', defaultMessage: 'Message' })}
        {...form.field}
      />
      <FeedbackActions onCancel={onClose} disabled={form.blank} sending={form.sending} />
    </form>
  );
}
