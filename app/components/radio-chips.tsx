import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

const FOCUS_RING =
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent';
const CHOSEN_CHIP = 'border-brand-600 bg-brand-600 text-white shadow-sm';
const OTHER_CHIP = 'border-line-2 bg-surface text-ink-2 hover:border-brand-500 hover:bg-accent-soft';
// The radio covers its whole label, invisible, so a click anywhere on the chip chooses it.
const COVERING_RADIO = 'absolute inset-0 cursor-pointer appearance-none opacity-0';

/** Each look: the label's class (chosen or not), the radio's class, and whether the chosen one shows a tick. */
const LOOKS = {
  /** Form chips (a birthday's category): a tick on the chosen one. */
  chip: {
    label: (checked: boolean) =>
      `inline-flex min-h-10 items-center gap-1.5 rounded-xl border px-3.5 py-2 text-sm font-medium transition select-none ${FOCUS_RING} ${checked ? CHOSEN_CHIP : OTHER_CHIP}`,
    radio: 'sr-only',
    tick: true,
  },
  /** Filter pills (the calendar's categories). */
  pill: {
    label: (checked: boolean) =>
      `relative inline-flex min-h-9 shrink-0 items-center rounded-full border px-3.5 py-1.5 text-sm font-medium transition select-none ${FOCUS_RING} ${checked ? CHOSEN_CHIP : OTHER_CHIP}`,
    radio: COVERING_RADIO,
    tick: false,
  },
  /** One part of a segmented switch (Week / Month / Year), inside its own tray. */
  segment: {
    label: (checked: boolean) =>
      `relative flex min-h-9 items-center justify-center rounded-lg text-sm font-semibold transition select-none has-focus-visible:outline-2 has-focus-visible:outline-accent ${
        checked ? 'bg-surface text-accent-ink shadow-sm' : 'text-ink-3 hover:text-ink'
      }`,
    radio: COVERING_RADIO,
    tick: false,
  },
  /** A card with its radio showing, drawn out when chosen (a tone, a language). */
  card: {
    label: () =>
      'flex cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ring-line has-[:checked]:bg-accent-soft has-[:checked]:ring-2 has-[:checked]:ring-brand-500',
    radio: 'size-4 shrink-0 accent-brand-600',
    tick: false,
  },
  /** A small bordered tile with its radio showing (a feedback category). */
  tile: {
    label: () =>
      'flex cursor-pointer items-center gap-2 rounded-xl border border-line-2 px-3 py-2.5 text-sm has-checked:border-brand-600 has-checked:bg-accent-soft has-checked:text-accent-ink',
    radio: 'accent-brand-600',
    tick: false,
  },
} as const;

type Props<T extends string> = {
  /** The radios' shared name; unique on the page (a useId) unless the form is the only one. */
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => ReactNode;
  look: keyof typeof LOOKS;
  /** More for the i-th radio, e.g. the group's roving focus (Home and End). */
  radioProps?: (i: number) => ComponentProps<'input'>;
};

/**
 * A row of native radios drawn as chips, pills, segments, cards or tiles: one label per option with
 * its radio inside. The caller wraps them in its radiogroup (or fieldset), which names the choice.
 */
export function RadioChips<T extends string>({
  name,
  options,
  value,
  onChange,
  label,
  look,
  radioProps,
}: Props<T>) {
  const { label: labelClass, radio, tick } = LOOKS[look];
  return options.map((option, i) => {
    const checked = option === value;
    return (
      <label key={option} className={labelClass(checked)}>
        <input
          type="radio"
          name={name}
          value={option}
          checked={checked}
          {...radioProps?.(i)}
          onChange={() => onChange(option)}
          className={radio}
        />
        {tick && checked ? <Check className="size-4" aria-hidden /> : null}
        {label(option)}
      </label>
    );
  });
}
