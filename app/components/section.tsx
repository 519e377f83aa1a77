import type { ReactNode } from 'react';

/** A titled list section (a landmark named by its title), with an optional count badge. */
export function Section({
  title,
  badge,
  icon,
  children,
}: {
  title: string;
  badge?: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <div className="mb-3 flex items-center gap-2">
        {icon}
        <h2 className="text-lg font-bold">{title}</h2>
        {badge ? (
          <span className="rounded-full bg-warn-soft px-2.5 py-0.5 text-sm font-semibold text-warn">
            {badge}
          </span>
        ) : null}
      </div>
      {children}
    </section>
  );
}
