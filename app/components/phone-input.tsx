import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { COUNTRY_CODE_MAX_LENGTH, FORM_PHONE_DIGITS, PHONE_DISPLAY_LENGTH } from '../../shared/constants';
import { digitsOnly, formatPhoneDisplay, sanitizeCountryCode } from '../../shared/schemas/phone';

export type PhoneValue = { countryCode: string; phone: string };

type PhoneInputProps = {
  countryCode: string;
  /** Digits only, at most 10. */
  phone: string;
  onChange: (value: PhoneValue) => void;
  label?: string;
  helperText?: string;
  error?: string;
  readOnly?: boolean;
  required?: boolean;
  /** Id of the number input. */
  id?: string;
};

/** Country code plus a national number shown as '(XXX) XXX-XXXX'. */
export function PhoneInput({
  countryCode,
  phone,
  onChange,
  label = 'Phone Number',
  helperText = 'Enter your full phone number including area code',
  error,
  readOnly = false,
  required = false,
  id,
}: PhoneInputProps) {
  const uid = useId();
  const inputId = id ?? `${uid}-phone`;
  const labelId = `${uid}-label`;
  const helpId = `${uid}-help`;
  const errorId = `${uid}-error`;
  // The helper text asks for input, so a read-only field leaves it out.
  const showHelp = Boolean(helperText) && !readOnly;
  const describedBy =
    [showHelp ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const verified = readOnly && digitsOnly(phone).length > 0;

  const readOnlyClasses = readOnly ? 'bg-slate-50 text-slate-600 focus:ring-0' : '';

  return (
    <div className="w-full">
      <div className="flex items-center justify-between gap-2">
        <label id={labelId} htmlFor={inputId} className="field-label">
          {label}
          {required ? (
            <span className="ml-0.5 text-red-600" aria-hidden>
              *
            </span>
          ) : null}
        </label>
        {verified ? (
          <span className="mb-1 inline-flex items-center gap-1 text-sm font-medium text-green-700">
            <BadgeCheck className="size-4" aria-hidden />
            Verified
          </span>
        ) : null}
      </div>
      <fieldset aria-labelledby={labelId} className="flex gap-2">
        <input
          type="text"
          aria-label="Country code"
          inputMode="tel"
          autoComplete="tel-country-code"
          placeholder="+1"
          maxLength={COUNTRY_CODE_MAX_LENGTH}
          value={countryCode}
          readOnly={readOnly}
          aria-describedby={describedBy}
          onChange={(e) => onChange({ countryCode: sanitizeCountryCode(e.target.value), phone })}
          className={`field-input w-20 shrink-0 text-center ${readOnlyClasses}`}
        />
        <input
          id={inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="(555) 123-4567"
          maxLength={PHONE_DISPLAY_LENGTH}
          value={formatPhoneDisplay(phone)}
          readOnly={readOnly}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) =>
            onChange({ countryCode, phone: digitsOnly(e.target.value).slice(0, FORM_PHONE_DIGITS) })
          }
          className={`field-input min-w-0 flex-1 ${readOnlyClasses}`}
        />
      </fieldset>
      {showHelp ? (
        <p id={helpId} className="field-help">
          {helperText}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
