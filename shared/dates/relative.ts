// Average month length, so 'In N months' stays close to calendar months across the year.
const DAYS_PER_MONTH = 30.4;

/**
 * A short label for a birthday `days` ahead (as from daysUntil: a whole number, 0..365).
 * Throws a RangeError otherwise, because a negative or fractional distance means the caller mixed up dates.
 */
export function relativeLabel(days: number): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Invalid day count: ${days}`);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days <= 7) return `In ${days} days`;
  if (days <= 30) {
    const weeks = Math.round(days / 7);
    return weeks === 1 ? 'In 1 week' : `In ${weeks} weeks`;
  }
  const months = Math.min(12, Math.max(1, Math.round(days / DAYS_PER_MONTH)));
  return months === 1 ? 'In 1 month' : `In ${months} months`;
}
