import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'input'>, 'type' | 'role'> & { 'aria-checked': boolean };

/** An on/off switch: a real checkbox with role=switch, so keyboards and screen readers know it. */
export function Switch({ 'aria-checked': on, ...props }: Props) {
  return (
    <span className="relative inline-flex shrink-0">
      <input
        type="checkbox"
        role="switch"
        aria-checked={on}
        className="peer h-7 w-12 cursor-pointer appearance-none rounded-full bg-line-2 transition checked:bg-brand-600 disabled:cursor-not-allowed"
        {...props}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-white shadow transition peer-checked:translate-x-5"
      />
    </span>
  );
}
