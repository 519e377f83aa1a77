import { Modal } from '@app/components/modal';
import { toast } from '@app/lib/toast';
import { MSG } from '@shared/messages';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { hasSubmittedFeedback, markFeedbackSubmitted } from '../utils/feedback-flag';
import { FeedbackActions } from './feedback-actions';
import { FeedbackTextField } from './feedback-text-field';
import { useFeedbackForm } from './use-feedback-form';

/**
 * The header's 'Help Us Improve' modal (spec §2, §4). `request` asks for it; someone who already sent
 * feedback is thanked instead, and the modal does not open.
 */
export function useHelpUsImprove() {
  const [open, setOpen] = useState(false);
  function request() {
    if (hasSubmittedFeedback()) toast.success(MSG.feedbackThanksPrevious);
    else setOpen(true);
  }
  const modal = <HelpUsImproveModal open={open} onOpenChange={setOpen} />;
  return { request, modal };
}

function HelpUsImproveModal({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const intl = useIntl();
  const form = useFeedbackForm({
    type: 'feature_request',
    onSent: () => {
      markFeedbackSubmitted();
      toast.success(MSG.feedbackThanks);
      onOpenChange(false);
    },
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'feedback.helpTitle', defaultMessage: 'Help Us Improve' })}
      description={intl.formatMessage({
        id: 'feedback.helpDescription',
        defaultMessage: 'What would make Cakeday better for you?',
      })}
    >
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        <FeedbackTextField
          label={intl.formatMessage({ id: 'feedback.yourFeedback', defaultMessage: 'Your feedback' })}
          {...form.field}
        />
        <FeedbackActions onCancel={() => onOpenChange(false)} disabled={form.blank} sending={form.sending} />
      </form>
    </Modal>
  );
}
