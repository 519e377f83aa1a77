import { formatPlainDate } from '@app/i18n/format-date';
import { dateKey, type Occurrence } from '@shared/dates/calendar-view';
import type { PlainDate } from '@shared/dates/plain-date';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CalendarItem } from '../utils/calendar-item';

/**
 * Renders one birthday as an <li> that carries data-birthday-id (the highlight scrolls to it).
 * `date` is its occurrence in the period on screen, which the row's age and label must describe.
 */
export type RenderRow<T> = (item: T, options: { highlighted: boolean; date: PlainDate }) => ReactNode;

/**
 * Rows per page. Each row costs about half a millisecond of main-thread work to create, style,
 * lay out and paint, so a month or year of thousands of birthdays is shown a page at a time.
 */
export const PAGE_SIZE = 50;

type Props<T extends CalendarItem> = {
  occurrences: readonly Occurrence<T>[];
  renderRow: RenderRow<T>;
  highlightedId: string | null;
  /** How many rows to show; the highlighted row is shown even beyond it. */
  limit: number;
  onShowMore: () => void;
};

type Group<T> = { key: string; title: string; total: number; items: Occurrence<T>[] };

/**
 * The period's birthdays under one heading per month (a week can touch two months and two years),
 * the first `limit` of them, then a 'Show more' button.
 */
export function BirthdayGroups<T extends CalendarItem>({
  occurrences,
  renderRow,
  highlightedId,
  limit,
  onShowMore,
}: Props<T>) {
  const intl = useIntl();
  const highlightAt = highlightedId ? occurrences.findIndex((o) => o.item.id === highlightedId) : -1;
  const shown = occurrences.slice(0, Math.max(limit, highlightAt + 1));
  const remaining = occurrences.length - shown.length;

  const totals = new Map<string, number>();
  for (const { date } of occurrences) {
    const key = `${date.year}-${date.month}`;
    totals.set(key, (totals.get(key) ?? 0) + 1);
  }
  const groups: Group<T>[] = [];
  for (const occurrence of shown) {
    const { year, month } = occurrence.date;
    const key = `${year}-${month}`;
    let group = groups.at(-1);
    if (group?.key !== key) {
      group = {
        key,
        title: formatPlainDate(intl.locale, { month: 'long', year: 'numeric' }, { year, month, day: 1 }),
        total: totals.get(key) ?? 0,
        items: [],
      };
      groups.push(group);
    }
    group.items.push(occurrence);
  }

  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.key} aria-label={group.title}>
          <h3 className="mb-2 flex items-center gap-2 px-1 text-sm font-semibold tracking-wide text-ink-4 uppercase">
            {group.title}
            <span className="rounded-full bg-surface-4/70 px-2 py-0.5 text-xs font-medium text-ink-3 normal-case tracking-normal">
              {intl.formatNumber(group.total, { useGrouping: false })}
            </span>
          </h3>
          {/*
            Rows off screen skip style, layout and paint until scrolled to (84px: a row with its padding).
            That also clips each row to its box, so the padding leaves room for the row's shadow,
            highlight ring and focus outline; the list's negative margin cancels it at the edges.
          */}
          <ul className="-m-1 [&>li]:p-1 [&>li]:[contain-intrinsic-size:auto_84px] [&>li]:[content-visibility:auto]">
            {/* Keyed by day too: a Hijri birthday can fall twice in a year. */}
            {group.items.map(({ item, date }) => (
              <Fragment key={`${item.id}-${dateKey(date)}`}>
                {renderRow(item, { highlighted: item.id === highlightedId, date })}
              </Fragment>
            ))}
          </ul>
        </section>
      ))}
      {remaining > 0 ? (
        <button type="button" className="btn-secondary w-full" onClick={onShowMore}>
          <FormattedMessage
            id="calendar.showMore"
            defaultMessage="Show more <muted>({remaining} more)</muted>"
            values={{
              remaining: intl.formatNumber(remaining),
              muted: (chunks: ReactNode[]) => <span className="font-normal text-ink-4">{chunks}</span>,
            }}
          />
        </button>
      ) : null}
    </div>
  );
}
