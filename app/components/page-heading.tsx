/** A page's visible title (its one h1) and the line under it saying what the page holds. */
export function PageHeading({
  title,
  subtitle,
  className,
}: {
  title: string;
  subtitle: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-ink-4">{subtitle}</p>
    </div>
  );
}
