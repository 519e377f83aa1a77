import { ChevronRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

type Props = {
  icon: LucideIcon;
  title: string;
  hint: string;
  onClick: () => void;
  /** Tailwind classes of the icon's round badge. */
  tone?: string;
};

/** One row of the Settings menu: icon, title, a line of hint, and a chevron. */
export function MenuEntry({
  icon: Icon,
  title,
  hint,
  onClick,
  tone = 'bg-accent-soft text-accent-ink',
}: Props) {
  const id = useId();
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
        aria-haspopup="dialog"
        className="flex w-full items-center gap-3 p-4 text-start transition hover:bg-surface-2"
      >
        <span aria-hidden className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}>
          <Icon className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span id={`${id}-title`} className="block font-semibold text-ink">
            {title}
          </span>
          <span id={`${id}-hint`} className="block text-sm text-ink-4">
            {hint}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-ink-5 rtl:-scale-x-100" aria-hidden />
      </button>
    </li>
  );
}
