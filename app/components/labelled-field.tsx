import type { InputHTMLAttributes } from 'react';

/**
 * One labelled input of a setup form, with its help when there is some and, when it is wrong, our
 * sentence why below it (read out as it appears). Off for autocomplete and spelling unless the
 * input says otherwise.
 */
export function LabelledField({
  id,
  label,
  help,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  help?: string;
  error: string | null;
}) {
  const notes = [...(help ? [['help', help] as const] : []), ...(error ? [['error', error] as const] : [])];
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        autoComplete="off"
        spellCheck={false}
        {...input}
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={notes.length > 0 ? notes.map(([kind]) => `${id}-${kind}`).join(' ') : undefined}
      />
      {notes.map(([kind, text]) => (
        <p
          key={kind}
          id={`${id}-${kind}`}
          className={`field-${kind}`}
          role={kind === 'error' ? 'alert' : undefined}
        >
          {text}
        </p>
      ))}
    </div>
  );
}
