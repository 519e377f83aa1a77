import { RadioChips } from '@app/components/radio-chips';
import { chipMoves, useRovingFocus } from '@app/lib/use-roving-focus';
import { capitalize } from '@shared/text';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { ALL_CATEGORIES } from '../utils/calendar-item';

type Props = {
  query: string;
  onQueryChange: (query: string) => void;
  categories: readonly string[];
  category: string;
  onCategoryChange: (category: string) => void;
};

/** The search box and the category chips (one radio group: All, built-ins, custom categories). */
export function CalendarFilters({ query, onQueryChange, categories, category, onCategoryChange }: Props) {
  const uid = useId();
  const options = [ALL_CATEGORIES, ...categories];
  // Native radios already move with the arrows; the shared roving focus adds Home and End.
  const chipFocus = useRovingFocus({
    count: options.length,
    selected: options.indexOf(category),
    moves: chipMoves,
    onMove: (i) => onCategoryChange(options[i] ?? category),
  });
  return (
    <div className="space-y-3 rounded-2xl bg-surface p-3 shadow-sm ring-1 ring-line sm:p-4">
      <search className="relative block">
        <label htmlFor={`${uid}-search`} className="sr-only">
          Search birthdays
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-5"
          aria-hidden
        />
        <input
          id={`${uid}-search`}
          type="search"
          autoComplete="off"
          placeholder="Search birthdays..."
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          className="field-input pl-9"
        />
      </search>
      {/* One swipeable row on a phone, so the chips do not push the calendar down; wrapped from sm up. */}
      <div
        role="radiogroup"
        aria-label="Category"
        className="-mx-3 -my-1 flex gap-2 overflow-x-auto px-3 py-1 [scrollbar-width:none] sm:m-0 sm:flex-wrap sm:overflow-visible sm:p-0"
      >
        <RadioChips
          look="pill"
          name={`${uid}-category`}
          options={options}
          value={category}
          onChange={onCategoryChange}
          label={(value) => (value === ALL_CATEGORIES ? 'All' : capitalize(value))}
          radioProps={chipFocus}
        />
      </div>
    </div>
  );
}
