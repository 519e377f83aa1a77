import { KindIcon } from '@app/components/kind-icon';
import { RadioChips } from '@app/components/radio-chips';
import { categoryNameIn, kindNameIn } from '@app/i18n/shared-words';
import { chipMoves, useRovingFocus } from '@app/lib/use-roving-focus';
import { Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { ALL_CATEGORIES, ALL_KINDS } from '../utils/calendar-item';

type Props = {
  query: string;
  onQueryChange: (query: string) => void;
  categories: readonly string[];
  category: string;
  onCategoryChange: (category: string) => void;
  /** The kinds to filter by; none hides the Kind filter (a list of birthdays only). */
  kinds: readonly string[];
  kind: string;
  onKindChange: (kind: string) => void;
};

// One swipeable row on a phone, so the chips do not push the calendar down; wrapped from sm up.
const CHIP_ROW =
  '-mx-3 -my-1 flex gap-2 overflow-x-auto px-3 py-1 [scrollbar-width:none] sm:m-0 sm:flex-wrap sm:overflow-visible sm:p-0';

/** A row of filter pills, one radio group, with Home and End added to the native arrows. */
function FilterPills({
  name,
  label,
  options,
  value,
  onChange,
  optionLabel,
}: {
  name: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  optionLabel: (value: string) => ReactNode;
}) {
  const focus = useRovingFocus({
    count: options.length,
    selected: options.indexOf(value),
    moves: chipMoves,
    onMove: (i) => onChange(options[i] ?? value),
  });
  return (
    <div role="radiogroup" aria-label={label} className={CHIP_ROW}>
      <RadioChips
        look="pill"
        name={name}
        options={options}
        value={value}
        onChange={onChange}
        label={optionLabel}
        radioProps={focus}
      />
    </div>
  );
}

/**
 * The search box, the category chips (one radio group: All, built-ins, custom categories) and, for a
 * list of several kinds of date, the kind chips (All kinds, then each kind).
 */
export function CalendarFilters({
  query,
  onQueryChange,
  categories,
  category,
  onCategoryChange,
  kinds,
  kind,
  onKindChange,
}: Props) {
  const uid = useId();
  const intl = useIntl();
  return (
    <div className="space-y-3 rounded-2xl bg-surface p-3 shadow-sm ring-1 ring-line sm:p-4">
      <search className="relative block">
        <label htmlFor={`${uid}-search`} className="sr-only">
          {intl.formatMessage({ id: 'calendar.searchLabel', defaultMessage: 'Search birthdays' })}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-5"
          aria-hidden
        />
        <input
          id={`${uid}-search`}
          type="search"
          autoComplete="off"
          placeholder={intl.formatMessage({
            id: 'calendar.searchPlaceholder',
            defaultMessage: 'Search birthdays...',
          })}
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          className="field-input ps-9"
        />
      </search>
      <FilterPills
        name={`${uid}-category`}
        label={intl.formatMessage({ id: 'calendar.categoryLabel', defaultMessage: 'Category' })}
        options={[ALL_CATEGORIES, ...categories]}
        value={category}
        onChange={onCategoryChange}
        optionLabel={(value) =>
          value === ALL_CATEGORIES
            ? intl.formatMessage({ id: 'calendar.allCategories', defaultMessage: 'All' })
            : categoryNameIn(intl, value)
        }
      />
      {kinds.length > 0 ? (
        <FilterPills
          name={`${uid}-kind`}
          label={intl.formatMessage({ id: 'calendar.kindLabel', defaultMessage: 'Kind' })}
          options={[ALL_KINDS, ...kinds]}
          value={kind}
          onChange={onKindChange}
          optionLabel={(value) =>
            value === ALL_KINDS ? (
              intl.formatMessage({ id: 'calendar.allKinds', defaultMessage: 'All kinds' })
            ) : (
              <span className="inline-flex items-center gap-1.5">
                <KindIcon kind={value} className="size-3.5" />
                {kindNameIn(intl, value)}
              </span>
            )
          }
        />
      ) : null}
    </div>
  );
}
