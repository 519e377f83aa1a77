import { KindIcon } from '@app/components/kind-icon';
import { isBirthday, kindName } from '@shared/date-kinds';
import { diffDays, type PlainDate } from '@shared/dates/plain-date';
import { ageLabel, relativeLabel } from '@shared/dates/relative';
import { birthdayDateText, keptDateBeside } from '@shared/kept-calendars/celebrations';
import { capitalize, initial } from '@shared/text';
import { ChevronRight } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import type { BirthdayView } from '../utils/birthday-view';
import { type BirthdayAction, hasRowButtons, RowActionButtons } from './birthday-actions';

type Props = {
  birthday: BirthdayView;
  today: PlainDate;
  /** The occurrence this row stands for (this year's, or the one in the calendar period on screen). */
  occurrence: PlainDate;
  /** Drawn out for a moment, e.g. just after it was saved. */
  highlighted?: boolean;
  /** A reminder for it went out in the last day (spec §4 'new'). */
  reminded?: boolean;
  /** Opens the birthday's details; without it the row is only read (the offline copy). */
  onOpen?: (id: string) => void;
  /** The birthday actions (app/routes) whose row buttons show beside this row (e.g. Send wishes). */
  actions?: readonly BirthdayAction[];
};

/**
 * Other features' line under a row's date (where a synced birthday comes from: 'From iCloud'), given once
 * for every list by app/routes; none where nothing provides it (the offline copy).
 */
export const RowNote = createContext<((birthday: BirthdayView) => ReactNode) | null>(null);

// The green 'New' badge marks a birthday notified within the last day (spec §4); sighted users
// read what it means in the legend above the list and in its tooltip, screen readers in its text.
function NewBadge({ title, srText }: { title?: string; srText?: string }) {
  return (
    <span title={title} className="rounded-full bg-ok-soft px-2 py-0.5 text-xs font-semibold text-ok">
      New{srText ? <span className="sr-only">{srText}</span> : null}
    </span>
  );
}

/** Says in plain words, above a list showing the badge, what 'New' on a row means. */
export function RemindedLegend() {
  return (
    <p className="flex items-center gap-2 text-sm text-ink-3">
      <NewBadge /> <span>means a reminder went out in the last day</span>
    </p>
  );
}

/** One birthday in a list: opens the details modal, or is only read where nothing can change. */
export function BirthdayRow({
  birthday,
  today,
  occurrence,
  highlighted = false,
  reminded = false,
  onOpen,
  actions,
}: Props) {
  const note = useContext(RowNote);
  const age = ageLabel(birthday, occurrence, today);
  // A birthday kept in another calendar reads as its own date in words and the Gregorian day it falls on.
  const date = keptDateBeside(birthday, occurrence, today) ?? birthdayDateText(birthday);
  const Row = onOpen ? 'button' : 'div';
  // A birthday's row is the spec's; a date of another kind says which, with its icon.
  const ofKind = isBirthday(birthday.kind) ? null : kindName(birthday.kind, birthday.label);
  return (
    <li className={hasRowButtons(actions) ? 'flex items-center gap-2' : undefined}>
      <Row
        {...(onOpen ? { type: 'button' as const, onClick: () => onOpen(birthday.id) } : {})}
        data-birthday-id={birthday.id}
        data-highlighted={highlighted || undefined}
        className={`flex w-full items-center gap-3 rounded-2xl p-3 text-left shadow-sm transition duration-500 sm:p-4 ${
          onOpen ? 'hover:ring-brand-500' : ''
        } ${highlighted ? 'bg-accent-soft ring-2 ring-brand-500' : 'bg-surface ring-1 ring-line'}`}
      >
        <span
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-amber-400 text-lg font-bold text-white"
        >
          {initial(birthday.name)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink">{birthday.name}</span>
          {ofKind ? (
            <span className="flex items-center gap-1 text-sm font-medium text-ink-3">
              <KindIcon kind={birthday.kind} className="size-3.5 shrink-0" />
              <span className="truncate">{ofKind}</span>
            </span>
          ) : null}
          <span className="block text-sm text-ink-4">
            {date}
            {age !== null ? ` · ${age}` : ''}
          </span>
          {note?.(birthday)}
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          {reminded ? (
            <NewBadge title="A reminder went out in the last day" srText=": reminder sent" />
          ) : null}
          <span className="text-sm font-semibold text-accent-ink">
            {relativeLabel(diffDays(today, occurrence))}
          </span>
          <span className="rounded-full bg-surface-3 px-2 py-0.5 text-xs text-ink-3">
            {capitalize(birthday.category)}
          </span>
        </span>
        {onOpen ? <ChevronRight className="size-4 shrink-0 text-ink-5" aria-hidden /> : null}
      </Row>
      {actions ? <RowActionButtons actions={actions} birthday={birthday} /> : null}
    </li>
  );
}
