import { PageHeading } from '@app/components/page-heading';
import { formatPlainDate } from '@app/i18n/format-date';
import {
  createSearchMatcher,
  dateKey,
  inRange,
  nextOccurrences,
  searchTextOf,
} from '@shared/dates/calendar-view';
import type { PlainDate } from '@shared/dates/plain-date';
import { nextCelebration } from '@shared/kept-calendars/celebrations';
import { SearchX } from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFilteredItems, usePeriodData, useSearchIndex } from '../hooks/use-calendar-data';
import { useRowHighlight } from '../hooks/use-highlight';
import {
  ALL_CATEGORIES,
  ALL_KINDS,
  type CalendarItem,
  categoryFilters,
  kindFilters,
  ofKind,
} from '../utils/calendar-item';
import {
  type CalendarView,
  monthPeriod,
  type Period,
  periodRange,
  shiftPeriod,
  switchView,
} from '../utils/period';
import { periodTitle, weekSubtitle } from '../utils/period-title';
import { BirthdayGroups, PAGE_SIZE, type RenderRow } from './birthday-groups';
import { CalendarFilters } from './calendar-filters';
import { MonthGrid } from './month-grid';
import { PeriodHeader } from './period-header';
import { YearTiles } from './year-tiles';

type Props<T extends CalendarItem> = {
  items: readonly T[];
  today: PlainDate;
  renderRow: RenderRow<T>;
  /** A birthday to show and highlight; a new `key` asks again for the same id. */
  highlight?: { id: string; key: string } | null;
  /** Called once the highlighted birthday is on screen, so the caller can forget the request. */
  onHighlightShown?: () => void;
};

/**
 * All birthdays by week, month or year, with search and category chips. Every view lists the
 * period's birthdays grouped by month; Month adds a grid of days and Year a tile per month.
 * A search replaces the period with every match, on its next occurrence, grouped by month.
 */
export function BirthdayCalendar<T extends CalendarItem>({
  items,
  today,
  renderRow,
  highlight,
  onHighlightShown,
}: Props<T>) {
  const intl = useIntl();
  const [period, setPeriod] = useState<Period>({ view: 'week', anchor: today });
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [kind, setKind] = useState<string>(ALL_KINDS);
  const [query, setQuery] = useState('');
  // Typing stays responsive with thousands of birthdays: the list catches up in a later render.
  const deferredQuery = useDeferredValue(query);

  const index = useSearchIndex(items);
  const categories = useMemo(() => categoryFilters(items), [items]);
  // A custom category's chip goes with its last birthday; the filter then falls back to All.
  const activeCategory = categories.includes(category) ? category : ALL_CATEGORIES;
  const kinds = useMemo(() => kindFilters(items), [items]);
  // The kind filter shows only for a list of two kinds or more; with one, nothing is filtered out.
  const activeKind = kinds.length > 1 && kinds.some((k) => k === kind) ? kind : ALL_KINDS;
  const filtered = useFilteredItems(index, activeCategory, activeKind, deferredQuery);
  const data = usePeriodData(filtered, period);
  // A search looks through every birthday, not only the period on screen.
  const searching = deferredQuery.trim() !== '';
  const found = useMemo(
    () => (searching ? nextOccurrences(filtered, today) : null),
    [searching, filtered, today],
  );
  const occurrences = found ?? data.occurrences;

  const listRef = useRef<HTMLDivElement>(null);
  const { highlightedId, highlight: startHighlight } = useRowHighlight(listRef);

  // A highlight request: show the week of the birthday's next occurrence, clearing filters that hide it.
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const pending = highlight && highlight.key !== pendingKey ? highlight : null;
  useEffect(() => {
    if (!pending) return;
    const item = items.find((b) => b.id === pending.id);
    if (!item) return; // the list has not caught up with the save yet
    setPendingKey(pending.key);
    if (activeCategory !== ALL_CATEGORIES && item.category !== activeCategory) setCategory(ALL_CATEGORIES);
    if (!ofKind(item, activeKind)) setKind(ALL_KINDS);
    if (!createSearchMatcher(query)(searchTextOf(item))) setQuery('');
    setPeriod({ view: 'week', anchor: nextCelebration(item, today) });
    startHighlight(item.id);
    onHighlightShown?.();
  }, [pending, items, activeCategory, activeKind, query, today, startHighlight, onHighlightShown]);

  const { view, anchor } = period;
  const atToday = inRange(today, periodRange(period));
  // Paging starts again for every period and filter. Kept here rather than by re-keying the list,
  // so rows still shown after a keystroke are updated in place instead of rebuilt.
  const listKey = searching
    ? `search:${activeCategory}:${activeKind}:${deferredQuery}`
    : `${view}:${dateKey(data.range.start)}:${activeCategory}:${activeKind}`;
  const [paging, setPaging] = useState({ key: listKey, limit: PAGE_SIZE });
  const limit = paging.key === listKey ? paging.limit : PAGE_SIZE;

  return (
    <div className="space-y-4">
      <PageHeading
        className="px-1"
        title={intl.formatMessage({ id: 'calendar.title', defaultMessage: 'Calendar' })}
        subtitle={intl.formatMessage({
          id: 'calendar.subtitle',
          defaultMessage: 'View and manage all birthdays',
        })}
      />

      <CalendarFilters
        query={query}
        onQueryChange={setQuery}
        categories={categories}
        category={activeCategory}
        onCategoryChange={setCategory}
        kinds={kinds.length > 1 ? kinds : []}
        kind={activeKind}
        onKindChange={setKind}
      />

      {found ? (
        <SearchSummary count={found.length} onClear={() => setQuery('')} />
      ) : (
        <>
          <PeriodHeader
            view={view}
            onViewChange={(next: CalendarView) => setPeriod((p) => switchView(p, next))}
            title={periodTitle(intl, period)}
            subtitle={view === 'week' ? weekSubtitle(intl, anchor) : undefined}
            count={data.occurrences.length}
            onPrevious={() => setPeriod((p) => shiftPeriod(p, -1, today))}
            onNext={() => setPeriod((p) => shiftPeriod(p, 1, today))}
            onToday={() => setPeriod((p) => ({ view: p.view, anchor: today }))}
            atToday={atToday}
          />

          {view === 'month' ? (
            <section
              aria-label={intl.formatMessage(
                { id: 'calendar.byDay', defaultMessage: '{period} by day' },
                { period: periodTitle(intl, period) },
              )}
              className="rounded-2xl bg-surface p-2 shadow-sm ring-1 ring-line sm:p-3"
            >
              <MonthGrid
                year={anchor.year}
                month={anchor.month}
                counts={data.dayCounts}
                today={today}
                onPickDay={(date) => setPeriod({ view: 'week', anchor: date })}
              />
            </section>
          ) : null}

          {view === 'year' ? (
            <section
              aria-label={intl.formatMessage(
                { id: 'calendar.byMonth', defaultMessage: '{year} by month' },
                { year: formatPlainDate(intl.locale, { year: 'numeric' }, anchor) },
              )}
            >
              <YearTiles
                year={anchor.year}
                counts={data.monthCounts}
                today={today}
                onPickMonth={(month) => setPeriod(monthPeriod(anchor.year, month, today))}
              />
            </section>
          ) : null}
        </>
      )}

      <div ref={listRef}>
        {occurrences.length > 0 ? (
          <BirthdayGroups
            occurrences={occurrences}
            renderRow={renderRow}
            highlightedId={highlightedId}
            limit={limit}
            onShowMore={() => setPaging({ key: listKey, limit: limit + PAGE_SIZE })}
          />
        ) : (
          <div className="flex flex-col items-center rounded-2xl bg-surface p-8 text-center shadow-sm ring-1 ring-line">
            <SearchX className="size-10 text-ink-6" aria-hidden />
            <p className="mt-3 font-semibold text-ink-2">
              {intl.formatMessage({ id: 'calendar.noneFound', defaultMessage: 'No birthdays found' })}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

/** Stands in for the period header while searching: how many matched, and a way back. */
function SearchSummary({ count, onClear }: { count: number; onClear: () => void }) {
  const intl = useIntl();
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-surface p-3 shadow-sm ring-1 ring-line sm:p-4">
      <p role="status" className="text-sm font-medium text-ink-2">
        {intl.formatMessage(
          {
            id: 'calendar.found',
            defaultMessage: '{count, plural, one {<b>#</b> birthday found} other {<b>#</b> birthdays found}}',
          },
          { count, b: (chunks: ReactNode[]) => <span className="font-bold">{chunks}</span> },
        )}
      </p>
      <button type="button" className="btn-secondary px-3 py-2" onClick={onClear}>
        {intl.formatMessage({ id: 'calendar.clearSearch', defaultMessage: 'Clear search' })}
      </button>
    </div>
  );
}
