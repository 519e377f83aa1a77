import { chipMoves, useRovingFocus } from '@app/lib/use-roving-focus';
import { INTEREST_GROUPS, INTEREST_MAX_LENGTH, MAX_INTERESTS } from '@shared/constants';
import { capitalize } from '@shared/text';
import { Check, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

type InterestsPickerProps = {
  value: string[];
  onChange: (list: string[]) => void;
  label?: string;
};

const GROUPS = Object.keys(INTEREST_GROUPS);
const ALL_OPTIONS = Object.values(INTEREST_GROUPS).flat();
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Interest chips by group (hobbies open first, tabs), the selected ones shown above as removable chips. */
export function InterestsPicker({ value, onChange, label }: InterestsPickerProps) {
  const intl = useIntl();
  const uid = useId();
  const labelId = `${uid}-label`;
  const countId = `${uid}-count`;
  const optionsId = `${uid}-options`;
  const otherId = `${uid}-other`;

  const [openGroup, setOpenGroup] = useState('hobbies');
  const [other, setOther] = useState('');
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const removedAt = useRef<number | null>(null);

  const full = value.length >= MAX_INTERESTS;
  const options = INTEREST_GROUPS[openGroup] ?? [];
  // Tabs that open their group as the arrows reach them; the group's chips: one tab stop, Space toggles.
  const groupFocus = useRovingFocus({
    count: GROUPS.length,
    selected: GROUPS.indexOf(openGroup),
    moves: chipMoves,
    onMove: (i) => setOpenGroup(GROUPS[i] ?? openGroup),
  });
  const optionFocus = useRovingFocus({ count: options.length, selected: -1, moves: chipMoves });

  const toggle = (interest: string) => {
    if (value.includes(interest)) onChange(value.filter((v) => v !== interest));
    else if (!full) onChange([...value, interest]);
  };

  const remove = (interest: string) => {
    removedAt.current = value.indexOf(interest);
    onChange(value.filter((v) => v !== interest));
  };

  // A Remove button takes itself away: focus goes to the next one (else the last, else the open
  // group's tab), not to the page's start.
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const removes = rootRef.current?.querySelectorAll<HTMLElement>('ul button');
    const next =
      removes?.[Math.min(index, removes.length - 1)] ??
      rootRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    next?.focus();
  });

  const addOther = () => {
    const text = other.trim();
    if (!text) return;
    // A typed name of a listed interest uses the listed spelling.
    const interest = ALL_OPTIONS.find((o) => same(o, text)) ?? text;
    if (!value.some((v) => same(v, interest)) && !full) onChange([...value, interest]);
    setOther('');
  };

  const onOtherKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      addOther();
    }
  };

  return (
    <fieldset ref={rootRef} aria-labelledby={labelId} aria-describedby={countId} className="w-full min-w-0">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="field-label">
          {label ?? intl.formatMessage({ id: 'interests.label', defaultMessage: 'Interests' })}
        </span>
        <span id={countId} aria-live="polite" className="text-xs font-medium text-ink-4">
          {intl.formatMessage(
            { id: 'interests.selected', defaultMessage: '{count} selected' },
            { count: value.length },
          )}
        </span>
      </div>

      {value.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-2">
          {value.map((interest) => (
            <li
              key={interest}
              className="inline-flex items-center gap-1 rounded-xl bg-accent-soft-2 py-1 ps-3 pe-1 text-sm font-medium text-accent-ink"
            >
              {interest}
              <button
                type="button"
                aria-label={intl.formatMessage(
                  { id: 'interests.remove', defaultMessage: 'Remove {interest}' },
                  { interest },
                )}
                onClick={() => remove(interest)}
                className="rounded-lg p-1 text-accent transition hover:bg-accent-soft hover:text-accent-ink"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div
        role="tablist"
        aria-label={intl.formatMessage({ id: 'interests.groups', defaultMessage: 'Interest groups' })}
        className="flex flex-wrap gap-1.5"
      >
        {GROUPS.map((group, i) => {
          const isOpen = group === openGroup;
          return (
            <button
              key={group}
              type="button"
              role="tab"
              id={`${uid}-tab-${group}`}
              aria-selected={isOpen}
              aria-controls={optionsId}
              {...groupFocus(i)}
              onClick={() => setOpenGroup(group)}
              className={`rounded-xl px-3 py-1.5 text-xs font-semibold transition ${
                isOpen ? 'bg-brand-600 text-white shadow-sm' : 'bg-surface-3 text-ink-3 hover:bg-accent-soft'
              }`}
            >
              {capitalize(group)}
            </button>
          );
        })}
      </div>

      <div
        id={optionsId}
        role="tabpanel"
        aria-labelledby={`${uid}-tab-${openGroup}`}
        className="mt-3 rounded-xl border border-line bg-surface-2 p-3"
      >
        <div
          role="toolbar"
          aria-label={intl.formatMessage(
            { id: 'interests.groupInterests', defaultMessage: '{group} interests' },
            { group: capitalize(openGroup) },
          )}
          className="flex flex-wrap gap-2"
        >
          {options.map((interest, i) => {
            const selected = value.includes(interest);
            return (
              <button
                key={interest}
                type="button"
                aria-pressed={selected}
                aria-disabled={full && !selected ? true : undefined}
                {...optionFocus(i)}
                onClick={() => toggle(interest)}
                className={`inline-flex min-h-9 items-center gap-1 rounded-xl border px-3 py-1.5 text-sm font-medium transition aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${
                  selected
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-line-2 bg-surface text-ink-2 hover:border-brand-500 hover:bg-accent-soft'
                }`}
              >
                {selected ? <Check className="size-3.5" aria-hidden /> : null}
                {interest}
              </button>
            );
          })}
        </div>
      </div>

      <div className="mt-3">
        <label htmlFor={otherId} className="field-label">
          {intl.formatMessage({ id: 'interests.other', defaultMessage: 'Other interest' })}
        </label>
        <div className="flex gap-2">
          <input
            id={otherId}
            type="text"
            autoComplete="off"
            maxLength={INTEREST_MAX_LENGTH}
            value={other}
            onChange={(e) => setOther(e.target.value)}
            onKeyDown={onOtherKeyDown}
            className="field-input min-w-0 flex-1"
          />
          <button
            type="button"
            className="btn-secondary shrink-0"
            disabled={!other.trim() || full}
            onClick={addOther}
          >
            <Plus className="size-4" aria-hidden />
            {intl.formatMessage({ id: 'interests.add', defaultMessage: 'Add' })}
          </button>
        </div>
      </div>
    </fieldset>
  );
}
