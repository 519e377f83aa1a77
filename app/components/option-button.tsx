import { ChevronRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

type Props = {
  icon: LucideIcon;
  title: string;
  hint: string;
} & (
  | { onClick: () => void; disabled?: boolean; href?: never }
  /** A link instead: to another site (a new tab) or a file to download. */
  | { href: string; download?: boolean; onClick?: never }
);

const CLASS =
  'flex w-full items-center gap-3 rounded-2xl p-4 text-start ring-1 ring-line transition hover:bg-surface-2 disabled:cursor-wait disabled:opacity-60';

/** One choice in an options modal: an icon, a title and a one-line hint. */
export function OptionButton({ icon: Icon, title, hint, ...action }: Props) {
  const hintId = useId();
  const content = (
    <>
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent"
      >
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">{title}</span>
        <span id={hintId} className="block text-sm text-ink-4">
          {hint}
        </span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-ink-5 rtl:-scale-x-100" aria-hidden />
    </>
  );
  if (action.href !== undefined) {
    return action.download ? (
      <a href={action.href} download aria-describedby={hintId} className={CLASS}>
        {content}
      </a>
    ) : (
      <a
        href={action.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={hintId}
        className={CLASS}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      onClick={action.onClick}
      disabled={action.disabled}
      aria-describedby={hintId}
      className={CLASS}
    >
      {content}
    </button>
  );
}
