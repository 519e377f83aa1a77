import { CODE_LENGTH } from '@shared/constants';

type CodeInputProps = {
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** The id of the line that says what is wrong with the code, when something is. */
  errorId?: string | undefined;
  autoFocus?: boolean;
};

/**
 * The field for a 6-digit code: digits only, a phone's numeric keyboard, and the code offered by
 * the phone itself where it can read an incoming text (one-time-code).
 */
export function CodeInput({ id, value, onChange, errorId, autoFocus = false }: CodeInputProps) {
  return (
    <input
      id={id}
      dir="ltr"
      className="field-input text-center font-mono text-2xl tracking-[0.5em]"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      placeholder="000000"
      value={value}
      autoFocus={autoFocus}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
    />
  );
}
