import { categoryNameIn } from '@app/i18n/shared-words';
import { chipMoves, useRovingFocus } from '@app/lib/use-roving-focus';
import { BUILT_IN_CATEGORIES, CATEGORY_MAX_LENGTH } from '@shared/constants';
import { MSG } from '@shared/messages';
import { Plus } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { RadioChips } from './radio-chips';

type CategoryPickerProps = {
  value: string;
  onChange: (category: string) => void;
  /** The user's own categories; built-ins and duplicates are ignored. */
  customCategories: string[];
  label?: string;
};

/** Built-ins first, then custom categories, then the current value if it is none of them. */
function categoryOptions(customCategories: readonly string[], value: string): string[] {
  const options: string[] = [...BUILT_IN_CATEGORIES];
  for (const category of [...customCategories, value]) {
    if (category && !options.includes(category)) options.push(category);
  }
  return options;
}

/** A radio group of category chips, with a '+ New' button to add a custom category. */
export function CategoryPicker({ value, onChange, customCategories, label }: CategoryPickerProps) {
  const intl = useIntl();
  const uid = useId();
  const labelId = `${uid}-label`;
  const newPanelId = `${uid}-new`;
  const newInputId = `${uid}-new-input`;
  const newErrorId = `${uid}-new-error`;

  const groupRef = useRef<HTMLDivElement>(null);
  const focusCheckedRef = useRef(false);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const options = categoryOptions(customCategories, value);
  // The choice follows the arrows, as native radios do, and Home/End reach the ends.
  const categoryFocus = useRovingFocus({
    count: options.length,
    selected: options.indexOf(value),
    moves: chipMoves,
    onMove: (i) => onChange(options[i] ?? value),
  });

  // After a custom category is added, move focus to its (now checked) chip.
  useEffect(() => {
    if (!focusCheckedRef.current) return;
    focusCheckedRef.current = false;
    groupRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  });

  const toggleAdding = () => {
    setAdding((a) => !a);
    setDraft('');
    setError(null);
  };

  const add = () => {
    const category = draft.trim().toLowerCase();
    if (!category) {
      setError(MSG.categoryRequired);
      return;
    }
    focusCheckedRef.current = true;
    onChange(category);
    setAdding(false);
    setDraft('');
    setError(null);
  };

  const onDraftKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };

  return (
    <div className="w-full">
      <span id={labelId} className="field-label">
        {label ?? intl.formatMessage({ id: 'category.label', defaultMessage: 'Category' })}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <div ref={groupRef} role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2">
          <RadioChips
            look="chip"
            name={`${uid}-category`}
            options={options}
            value={value}
            onChange={onChange}
            label={(category) => categoryNameIn(intl, category)}
            radioProps={categoryFocus}
          />
        </div>
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'category.addCustom', defaultMessage: 'Add custom category' })}
          aria-expanded={adding}
          aria-controls={newPanelId}
          onClick={toggleAdding}
          className="inline-flex min-h-10 items-center gap-1 rounded-xl border border-dashed border-brand-500 px-3.5 py-2 text-sm font-medium text-accent transition hover:bg-accent-soft"
        >
          <Plus className="size-4" aria-hidden />
          {intl.formatMessage({ id: 'category.new', defaultMessage: 'New' })}
        </button>
      </div>

      {adding ? (
        <div id={newPanelId} className="mt-3">
          <label htmlFor={newInputId} className="field-label">
            {intl.formatMessage({ id: 'category.newLabel', defaultMessage: 'New category' })}
          </label>
          <div className="flex gap-2">
            <input
              id={newInputId}
              type="text"
              autoFocus
              autoComplete="off"
              maxLength={CATEGORY_MAX_LENGTH}
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                if (error) setError(null);
              }}
              onKeyDown={onDraftKeyDown}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? newErrorId : undefined}
              className="field-input min-w-0 flex-1"
            />
            <button type="button" className="btn-primary shrink-0" onClick={add}>
              {intl.formatMessage({ id: 'category.add', defaultMessage: 'Add' })}
            </button>
          </div>
          {error ? (
            <p id={newErrorId} className="field-error">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
