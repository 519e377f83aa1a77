import { useId } from 'react';
import { useIntl } from 'react-intl';

type EmailInputProps = {
  value: string;
  /** `looksValid`: the browser's own reading of the address, for turning a button on, never shown. */
  onChange: (value: string, looksValid: boolean) => void;
  label?: string;
  /** The id of the line that says what is wrong with the address, when something is. */
  errorId?: string | undefined;
  autoFocus?: boolean;
};

/** An email address field with the keyboard and autofill a phone offers for one, and no auto-capitals. */
export function EmailInput({ value, onChange, label, errorId, autoFocus = false }: EmailInputProps) {
  const id = useId();
  const intl = useIntl();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label ?? intl.formatMessage({ id: 'email.label', defaultMessage: 'Email address' })}
      </label>
      <input
        id={id}
        type="email"
        // An address reads left to right in every language.
        dir="ltr"
        className="field-input"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        placeholder={intl.formatMessage({ id: 'email.placeholder', defaultMessage: 'you@example.com' })}
        value={value}
        autoFocus={autoFocus}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value, e.target.value.trim() !== '' && e.target.validity.valid)}
      />
    </div>
  );
}
