import { useSpecText } from '@app/i18n/spec-text';
import { FEEDBACK_MAX_LENGTH } from '@shared/constants';
import { useId } from 'react';
import { useIntl } from 'react-intl';

type Props = { label: string; value: string; onChange: (text: string) => void; error: string | null };

/** The feedback textarea of both forms, with its error read out when it appears. */
export function FeedbackTextField({ label, value, onChange, error }: Props) {
  const id = useId();
  const intl = useIntl();
  const spec = useSpecText();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        maxLength={FEEDBACK_MAX_LENGTH}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={intl.formatMessage({
          id: 'feedback.placeholder',
          defaultMessage: 'An idea, a bug, something you love…',
        })}
        className="field-input resize-y"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {spec(error)}
        </p>
      ) : null}
    </div>
  );
}
