import { FormattedMessage, useIntl } from 'react-intl';

type Props = { onCancel: () => void; disabled: boolean; sending: boolean };

/** Cancel and 'Send Feedback' ('Sending...' while busy), the spec's buttons of both feedback forms. */
export function FeedbackActions({ onCancel, disabled, sending }: Props) {
  const intl = useIntl();
  return (
    <div className="flex justify-end gap-3">
      <button type="button" className="btn-secondary" onClick={onCancel}>
        <FormattedMessage id="feedback.cancel" defaultMessage="Cancel" />
      </button>
      <button type="submit" className="btn-primary" disabled={disabled || sending}>
        {sending
          ? intl.formatMessage({ id: 'feedback.sending', defaultMessage: 'Sending...' })
          : intl.formatMessage({ id: 'feedback.send', defaultMessage: 'Send Feedback' })}
      </button>
    </div>
  );
}
