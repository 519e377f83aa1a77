import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type CheckRowProps = {
  id: string;
  label: string;
  icon?: ReactNode;
  help?: string;
  error?: string | null;
  /** The channel is paused: its help (why, and how to resume) stands out as a warning. */
  paused?: boolean;
  /** react-hook-form's register(...) or controlled props. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
};

/** A checkbox with its label, an optional icon, help line and error: one row of Reminder Settings. */
export function CheckRow({ id, label, icon, help, error, paused = false, inputProps }: CheckRowProps) {
  const described = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex items-start gap-3 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={described || undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
        {...inputProps}
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="flex cursor-pointer items-center gap-2 font-medium text-ink">
          {icon}
          {label}
        </label>
        {help ? (
          <p
            id={`${id}-help`}
            className={`mt-0.5 text-sm ${paused ? 'font-medium text-warn' : 'text-ink-4'}`}
          >
            {help}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} role="alert" className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
