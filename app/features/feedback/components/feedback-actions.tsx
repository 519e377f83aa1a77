type Props = { onCancel: () => void; disabled: boolean; sending: boolean };

/** Cancel and 'Send Feedback' ('Sending...' while busy), the spec's buttons of both feedback forms. */
export function FeedbackActions({ onCancel, disabled, sending }: Props) {
  return (
    <div className="flex justify-end gap-3">
      <button type="button" className="btn-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn-primary" disabled={disabled || sending}>
        {sending ? 'Sending...' : 'Send Feedback'}
      </button>
    </div>
  );
}
