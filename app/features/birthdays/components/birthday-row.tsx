import { KindIcon } from '@app/components/kind-icon';
import { dateText, keptDateBesideText } from '@app/i18n/birthday-date';
import { categoryNameIn, kindNameIn } from '@app/i18n/shared-words';
import { isBirthday, kindOf } from '@shared/date-kinds';
import { comparePlainDates, diffDays, type PlainDate } from '@shared/dates/plain-date';
import { ageLabel, relativeDistance } from '@shared/dates/relative';
import { ageOnCelebration } from '@shared/kept-calendars/celebrations';
import { initial } from '@shared/text';
import { ChevronRight } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
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

/**
 * A row's distance to its day in the chosen language: ahead 'Today', 'Tomorrow', 'In N
 * days/weeks/months/years'; behind 'Yesterday', 'N days/weeks/months/years ago' (the unit and count
 * are relativeDistance's).
 */
export function relativeText(intl: IntlShape, days: number): string {
  const { unit, count } = relativeDistance(days);
  if (days === 0) return intl.formatMessage({ id: 'birthdayRow.today', defaultMessage: 'Today' });
  if (days === 1) return intl.formatMessage({ id: 'birthdayRow.tomorrow', defaultMessage: 'Tomorrow' });
  if (days === -1) return intl.formatMessage({ id: 'birthdayRow.yesterday', defaultMessage: 'Yesterday' });
  const ahead = days > 0;
  const values = { count };
  switch (unit) {
    case 'day':
      return ahead
        ? intl.formatMessage(
            { id: 'birthdayRow.inDays', defaultMessage: 'In {count, plural, one {# day} other {# days}}' },
            values,
          )
        : intl.formatMessage(
            { id: 'birthdayRow.daysAgo', defaultMessage: '{count, plural, one {# day} other {# days}} ago' },
            values,
          );
    case 'week':
      return ahead
        ? intl.formatMessage(
            { id: 'birthdayRow.inWeeks', defaultMessage: 'In {count, plural, one {# week} other {# weeks}}' },
            values,
          )
        : intl.formatMessage(
            {
              id: 'birthdayRow.weeksAgo',
              defaultMessage: '{count, plural, one {# week} other {# weeks}} ago',
            },
            values,
          );
    case 'month':
      return ahead
        ? intl.formatMessage(
            {
              id: 'birthdayRow.inMonths',
              defaultMessage: 'In {count, plural, one {# month} other {# months}}',
            },
            values,
          )
        : intl.formatMessage(
            {
              id: 'birthdayRow.monthsAgo',
              defaultMessage: '{count, plural, one {# month} other {# months}} ago',
            },
            values,
          );
    case 'year':
      return ahead
        ? intl.formatMessage(
            { id: 'birthdayRow.inYears', defaultMessage: 'In {count, plural, one {# year} other {# years}}' },
            values,
          )
        : intl.formatMessage(
            {
              id: 'birthdayRow.yearsAgo',
              defaultMessage: '{count, plural, one {# year} other {# years}} ago',
            },
            values,
          );
  }
}

/**
 * ageLabel's count (shared/dates/relative.ts) in the chosen language: a birthday's 'turned 26' before
 * today, 'turns 27' from today on, an anniversary's '10th anniversary', a remembrance's '5 years since',
 * another day's '3 years'; null without a year.
 */
export function ageText(
  intl: IntlShape,
  birth: Parameters<typeof ageLabel>[0],
  occurrence: PlainDate,
  today: PlainDate,
): string | null {
  const count = ageOnCelebration(birth, occurrence);
  if (count === null) return null;
  const past = comparePlainDates(occurrence, today) < 0;
  switch (kindOf(birth.kind).id) {
    case 'birthday':
      return past
        ? intl.formatMessage({ id: 'birthdayRow.turned', defaultMessage: 'turned {age}' }, { age: count })
        : intl.formatMessage({ id: 'birthdayRow.turns', defaultMessage: 'turns {age}' }, { age: count });
    case 'anniversary':
      return count === 0
        ? null
        : intl.formatMessage(
            {
              id: 'birthdayRow.anniversaryCount',
              defaultMessage:
                '{count, selectordinal, one {#st anniversary} two {#nd anniversary} few {#rd anniversary} other {#th anniversary}}',
            },
            { count },
          );
    case 'remembrance':
      return count === 0
        ? null
        : intl.formatMessage(
            {
              id: 'birthdayRow.yearsSince',
              defaultMessage: '{count, plural, one {# year} other {# years}} since',
            },
            { count },
          );
    case 'other':
      return count === 0
        ? null
        : intl.formatMessage(
            { id: 'birthdayRow.yearsCount', defaultMessage: '{count, plural, one {# year} other {# years}}' },
            { count },
          );
    default:
      return ageLabel(birth, occurrence, today);
  }
}

// The green 'New' badge marks a birthday notified within the last day (spec §4); sighted users
// read what it means in the legend above the list and in its tooltip, screen readers in its text.
function NewBadge({ title, srText }: { title?: string; srText?: string }) {
  return (
    <span title={title} className="rounded-full bg-ok-soft px-2 py-0.5 text-xs font-semibold text-ok">
      <FormattedMessage id="birthdayRow.new" defaultMessage="New" />
      {srText ? <span className="sr-only">{srText}</span> : null}
    </span>
  );
}

/** Says in plain words, above a list showing the badge, what 'New' on a row means. */
export function RemindedLegend() {
  return (
    <p className="flex items-center gap-2 text-sm text-ink-3">
      <NewBadge />{' '}
      <span>
        <FormattedMessage
          id="birthdayRow.legend"
          defaultMessage="means a reminder went out in the last day"
        />
      </span>
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
  const intl = useIntl();
  const note = useContext(RowNote);
  const age = ageText(intl, birthday, occurrence, today);
  // A birthday kept in another calendar reads as its own date in words and the Gregorian day it falls on.
  const date = keptDateBesideText(intl, birthday, occurrence, today) ?? dateText(intl, birthday);
  const Row = onOpen ? 'button' : 'div';
  // A birthday's row is the spec's; a date of another kind says which, with its icon.
  const ofKind = isBirthday(birthday.kind) ? null : kindNameIn(intl, birthday.kind, birthday.label);
  return (
    <li className={hasRowButtons(actions) ? 'flex items-center gap-2' : undefined}>
      <Row
        {...(onOpen ? { type: 'button' as const, onClick: () => onOpen(birthday.id) } : {})}
        data-birthday-id={birthday.id}
        data-highlighted={highlighted || undefined}
        className={`flex w-full items-center gap-3 rounded-2xl p-3 text-start shadow-sm transition duration-500 sm:p-4 ${
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
            <NewBadge
              title={intl.formatMessage({
                id: 'birthdayRow.newTitle',
                defaultMessage: 'A reminder went out in the last day',
              })}
              srText={intl.formatMessage({ id: 'birthdayRow.newSr', defaultMessage: ': reminder sent' })}
            />
          ) : null}
          <span className="text-sm font-semibold text-accent-ink">
            {relativeText(intl, diffDays(today, occurrence))}
          </span>
          <span className="rounded-full bg-surface-3 px-2 py-0.5 text-xs text-ink-3">
            {categoryNameIn(intl, birthday.category)}
          </span>
        </span>
        {onOpen ? <ChevronRight className="size-4 shrink-0 text-ink-5 rtl:-scale-x-100" aria-hidden /> : null}
      </Row>
      {actions ? <RowActionButtons actions={actions} birthday={birthday} /> : null}
    </li>
  );
}
