import { useId } from 'react';

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
export function EmailInput({
  value,
  onChange,
  label = 'Email address',
  errorId,
  autoFocus = false,
}: EmailInputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="email"
        className="field-input"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        placeholder="you@example.com"
        value={value}
        autoFocus={autoFocus}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value, e.target.value.trim() !== '' && e.target.validity.valid)}
      />
    </div>
  );
}
