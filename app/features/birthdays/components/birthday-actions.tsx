import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { BirthdayView } from '../utils/birthday-view';

/** A dialog shown over the details modal, which stays open beneath it. */
type ActionDialog = (
  birthday: BirthdayView,
  state: { open: boolean; onOpenChange: (open: boolean) => void },
) => ReactNode;

/**
 * Something another feature offers on a birthday ('Send Wishes', 'Add to Calendar'). The list of
 * them is composed in app/routes; this feature draws whatever it is given, in its order.
 */
export type BirthdayAction = {
  /** The button's text, and so its accessible name. */
  label: string;
  icon: LucideIcon;
  /** Drawn as a main action (a filled button) rather than a secondary one. */
  primary?: boolean;
  /** Placed before the birthday's own Edit in the details modal; the others come after it. */
  leading?: boolean;
  /** Whether this date is offered the action (a remembrance is sent no wishes); every date when absent. */
  offeredFor?: (birthday: BirthdayView) => boolean;
} & (
  | {
      /** Opens a modal hosted elsewhere; the details modal closes as it opens. */
      open: (birthday: BirthdayView) => void;
      /** Also an icon button beside a row, where the page asks for one (Home's today and past rows). */
      row?: { label: string; icon: LucideIcon; title: (name: string) => string };
    }
  | { dialog: ActionDialog }
);

const buttonClass = (action: BirthdayAction) => (action.primary ? 'btn-primary' : 'btn-secondary');

/** One action's button in the details modal; `close` closes that modal. */
export function DetailsActionButton({
  action,
  birthday,
  close,
}: {
  action: BirthdayAction;
  birthday: BirthdayView;
  close: () => void;
}) {
  const [open, setOpen] = useState(false);
  const { icon: Icon, label } = action;
  const onClick =
    'open' in action
      ? () => {
          close();
          action.open(birthday);
        }
      : () => setOpen(true);
  return (
    <>
      <button type="button" className={buttonClass(action)} onClick={onClick}>
        <Icon className="size-4" aria-hidden />
        {label}
      </button>
      {'dialog' in action ? action.dialog(birthday, { open, onOpenChange: setOpen }) : null}
    </>
  );
}

/** The actions offered for this date, in their order. */
export const offeredActions = (actions: readonly BirthdayAction[], birthday: BirthdayView) =>
  actions.filter((action) => action.offeredFor?.(birthday) ?? true);

/** The row buttons of the actions that offer one. */
export function RowActionButtons({
  actions,
  birthday,
}: {
  actions: readonly BirthdayAction[];
  birthday: BirthdayView;
}) {
  return offeredActions(actions, birthday).map((action) => {
    if (!('open' in action) || !action.row) return null;
    const { label, icon: Icon, title } = action.row;
    return (
      <button
        key={label}
        type="button"
        className="btn-secondary shrink-0 self-stretch"
        aria-label={label}
        title={title(birthday.name)}
        onClick={() => action.open(birthday)}
      >
        <Icon className="size-4" aria-hidden />
      </button>
    );
  });
}

/** Whether any of the actions offers a row button. */
export const hasRowButtons = (actions: readonly BirthdayAction[] | undefined) =>
  !!actions?.some((action) => 'open' in action && action.row);
