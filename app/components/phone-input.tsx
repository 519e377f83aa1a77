import { DEFAULT_COUNTRY_CODE, PHONE_DISPLAY_LENGTH } from '@shared/constants';
import { MSG } from '@shared/messages';
import {
  type CountryCode,
  callingCodeOf,
  countryOptions,
  digitsOnly,
  examplePhone,
  flagOf,
  formatNationalDisplay,
  mainCountryOf,
  maxNationalDigits,
  phoneFieldError,
  toE164,
} from '@shared/schemas/phone';
import { BadgeCheck, ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export type PhoneValue = { countryCode: string; phone: string };

/**
 * What a phone typed so far amounts to: its E.164 form once it is a valid number of its country
 * (checked here, so a number the server would refuse is never sent), and the error worth showing
 * while typing: 'too short' is not news, a number that is too long or cannot exist is.
 */
export function phoneEntry({ countryCode, phone }: PhoneValue) {
  const error = phoneFieldError(countryCode, phone, true);
  const quiet = error === MSG.phoneRequired || error === MSG.phoneTooShort || error === MSG.phoneTenDigits;
  return {
    e164: error === null ? toE164(countryCode, phone) : null,
    shownError: quiet ? undefined : (error ?? undefined),
  };
}

type PhoneInputProps = {
  /** The dialing code, e.g. '+1' or '+90'. */
  countryCode: string;
  /** The national number's digits: exactly 10 for +1, up to 15 elsewhere. */
  phone: string;
  onChange: (value: PhoneValue) => void;
  label?: string;
  helperText?: string;
  error?: string;
  readOnly?: boolean;
  required?: boolean;
  /** Id of the number input. */
  id?: string;
  /** A modal opening on this input starts on the number, not the country (+1 fits most people). */
  autoFocus?: boolean;
  /** The browser may suggest saved passkeys here too (WebAuthn conditional UI, 'webauthn' last). */
  offersPasskeys?: boolean;
};

/**
 * A country picker (flag, name and dialing code; a native select, so it is searchable by typing
 * and works from the keyboard and with a phone's own picker) plus the national number, shown as
 * '(XXX) XXX-XXXX' for +1 and in its country's own format elsewhere.
 */
export function PhoneInput({
  countryCode,
  phone,
  onChange,
  label,
  helperText,
  error,
  readOnly = false,
  required = false,
  id,
  autoFocus = false,
  offersPasskeys = false,
}: PhoneInputProps) {
  const intl = useIntl();
  const shownLabel = label ?? intl.formatMessage({ id: 'phone.label', defaultMessage: 'Phone Number' });
  const help =
    helperText ??
    intl.formatMessage({
      id: 'phone.help',
      defaultMessage: 'Enter your full phone number including area code',
    });
  const uid = useId();
  const inputId = id ?? `${uid}-phone`;
  const labelId = `${uid}-label`;
  const helpId = `${uid}-help`;
  const errorId = `${uid}-error`;
  // The helper text asks for input, so a read-only field leaves it out.
  const showHelp = Boolean(help) && !readOnly;
  const describedBy =
    [showHelp ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const verified = readOnly && digitsOnly(phone).length > 0;
  const options = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  // Several countries share a dialing code (+1 is the US, Canada and more): remember which was picked.
  const [picked, setPicked] = useState<CountryCode | null>(null);
  const country =
    picked && callingCodeOf(picked) === countryCode
      ? picked
      : (mainCountryOf(countryCode) ?? mainCountryOf(DEFAULT_COUNTRY_CODE)!);
  const nanp = callingCodeOf(country) === DEFAULT_COUNTRY_CODE;

  const readOnlyClasses = readOnly ? 'bg-surface-2 text-ink-3 focus:ring-0' : '';

  return (
    <div className="w-full">
      <div className="flex items-center justify-between gap-2">
        <label id={labelId} htmlFor={inputId} className="field-label">
          {shownLabel}
          {required ? (
            <span className="ms-0.5 text-danger" aria-hidden>
              *
            </span>
          ) : null}
        </label>
        {verified ? (
          <span className="mb-1 inline-flex items-center gap-1 text-sm font-medium text-ok">
            <BadgeCheck className="size-4" aria-hidden />
            <FormattedMessage id="phone.verified" defaultMessage="Verified" />
          </span>
        ) : null}
      </div>
      <fieldset aria-labelledby={labelId} className="flex gap-2">
        <div
          className={`field-input relative flex w-auto shrink-0 items-center gap-1 px-2.5 has-focus-visible:outline-2 has-focus-visible:outline-accent ${readOnlyClasses}`}
        >
          <span aria-hidden>{flagOf(country)}</span>
          <span aria-hidden dir="ltr" className="tabular-nums">
            {callingCodeOf(country)}
          </span>
          {readOnly ? null : <ChevronDown className="size-4 text-ink-5" aria-hidden />}
          <select
            aria-label={intl.formatMessage({ id: 'phone.country', defaultMessage: 'Country' })}
            autoComplete="tel-country-code"
            value={country}
            disabled={readOnly}
            aria-describedby={describedBy}
            onChange={(e) => {
              const next = e.target.value as CountryCode;
              setPicked(next);
              const code = callingCodeOf(next);
              onChange({ countryCode: code, phone: digitsOnly(phone).slice(0, maxNationalDigits(code)) });
            }}
            className="absolute inset-0 cursor-pointer appearance-none opacity-0 disabled:cursor-default"
          >
            {options.map((o) => (
              <option key={o.country} value={o.country}>
                {`${o.flag} ${o.name} (${o.callingCode})`}
              </option>
            ))}
          </select>
        </div>
        <input
          id={inputId}
          dir="ltr"
          type="tel"
          inputMode="numeric"
          autoComplete={offersPasskeys ? 'tel-national webauthn' : 'tel-national'}
          placeholder={examplePhone(country)}
          maxLength={nanp ? PHONE_DISPLAY_LENGTH : undefined}
          value={formatNationalDisplay(country, phone)}
          readOnly={readOnly}
          required={required}
          data-autofocus={autoFocus || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) =>
            onChange({
              countryCode: callingCodeOf(country),
              phone: digitsOnly(e.target.value).slice(0, maxNationalDigits(callingCodeOf(country))),
            })
          }
          className={`field-input min-w-0 flex-1 ${readOnlyClasses}`}
        />
      </fieldset>
      {showHelp ? (
        <p id={helpId} className="field-help">
          {help}
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
