import { KindIcon } from '@app/components/kind-icon';
import { Modal } from '@app/components/modal';
import { dateText, keptDateBesideText } from '@app/i18n/birthday-date';
import { categoryNameIn, kindNameIn, kindNounIn } from '@app/i18n/shared-words';
import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { DEFAULT_COUNTRY_CODE } from '@shared/constants';
import { isBirthday } from '@shared/date-kinds';
import type { PlainDate } from '@shared/dates/plain-date';
import { nextCelebration } from '@shared/kept-calendars/celebrations';
import { MSG } from '@shared/messages';
import type { Me } from '@shared/schemas/auth';
import { formatStoredPhone } from '@shared/schemas/phone';
import { IdCard, Pencil, Phone, Share2, StickyNote, Tag, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { useDeleteBirthday } from '../api/delete-birthday';
import type { BirthdayView } from '../utils/birthday-view';
import { birthdayShareText, shareOrCopy, userIdShareText } from '../utils/share-text';
import { useToday } from '../utils/use-today';
import { type BirthdayAction, DetailsActionButton, offeredActions } from './birthday-actions';
import { ageText } from './birthday-row';

/** The signed-in user, as Share My ID needs them; null when signed out. */
export type ShareMe = Pick<Me, 'id' | 'phone' | 'email'> | null;

type Props = {
  birthday: BirthdayView | null;
  onClose: () => void;
  onEdit: (birthday: BirthdayView) => void;
  me: ShareMe;
  /** Other features' actions (wishes, gift ideas, calendar), composed in app/routes. */
  actions?: readonly BirthdayAction[];
  /** Other features' lines under the details (where a synced birthday comes from), composed in app/routes. */
  about?: (birthday: BirthdayView) => ReactNode;
};

export function BirthdayDetailsModal({ birthday, onClose, onEdit, me, actions = [], about }: Props) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBirthday();
  const today = useToday();
  if (!birthday) return null;
  // The spec's words for a birthday; a date of another kind is called what it is ('Anniversary').
  const what = kindNameIn(intl, birthday.kind, birthday.label);

  async function onDelete() {
    if (!birthday) return;
    try {
      await remove.mutateAsync(birthday.id);
      toast.success(MSG.dateDeleted(what));
      setConfirming(false);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, MSG.failedDelete));
    }
  }

  async function onShare() {
    if (!birthday) return;
    try {
      const result = await shareOrCopy({
        title: intl.formatMessage(
          { id: 'details.shareTitle', defaultMessage: "{name}'s {what}" },
          { name: birthday.name, what: kindNounIn(intl, birthday.kind, birthday.label) },
        ),
        text: birthdayShareText(intl, birthday),
      });
      if (result === 'copied') toast.success(MSG.birthdayDetailsCopied);
    } catch {
      toast.error(MSG.failedShareBirthday);
    }
  }

  // Spec §5: Share My ID needs a signed-in user with a phone number; an account made by email has
  // its confirmed address in the phone's place (issue 37).
  async function onShareMyId() {
    if (!me) return void toast.error(MSG.mustBeLoggedIn);
    if (!me.phone && !me.email) return void toast.error(MSG.phoneRequiredToShareId);
    try {
      const result = await shareOrCopy({
        title: intl.formatMessage({ id: 'details.shareMyIdTitle', defaultMessage: 'My Cakeday User ID' }),
        text: userIdShareText(intl, me.id),
      });
      if (result === 'copied') toast.success(MSG.userIdCopied);
    } catch {
      toast.error(MSG.failedShareUserId);
    }
  }

  const actionButtons = (leading: boolean) =>
    offeredActions(actions, birthday)
      .filter((action) => !!action.leading === leading)
      .map((action) => (
        <DetailsActionButton key={action.label} action={action} birthday={birthday} close={onClose} />
      ));
  const phone = birthday.phoneNumber
    ? formatStoredPhone(birthday.countryCode ?? DEFAULT_COUNTRY_CODE, birthday.phoneNumber)
    : null;

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) {
          setConfirming(false);
          onClose();
        }
      }}
      title={birthday.name}
    >
      <dl className="space-y-3">
        <Detail icon={<KindIcon kind={birthday.kind} />} label={what}>
          {birthdayInWords(intl, birthday, today)}
        </Detail>
        {phone ? (
          <Detail
            icon={<Phone className="size-4" />}
            label={intl.formatMessage({ id: 'details.phone', defaultMessage: 'Phone' })}
          >
            <bdi dir="ltr">{phone}</bdi>
          </Detail>
        ) : null}
        <Detail
          icon={<Tag className="size-4" />}
          label={intl.formatMessage({ id: 'details.category', defaultMessage: 'Category' })}
        >
          {categoryNameIn(intl, birthday.category)}
        </Detail>
        {birthday.notes ? (
          <Detail
            icon={<StickyNote className="size-4" />}
            label={intl.formatMessage({ id: 'details.notes', defaultMessage: 'Notes' })}
          >
            <span className="whitespace-pre-wrap">{birthday.notes}</span>
          </Detail>
        ) : null}
        {birthday.interests.length > 0 ? (
          <Detail
            icon={<Tag className="size-4" />}
            label={intl.formatMessage({ id: 'details.interests', defaultMessage: 'Interests' })}
          >
            {birthday.interests.reduce((list, item) =>
              intl.formatMessage(
                { id: 'details.interestList', defaultMessage: '{list}, {item}' },
                { list, item },
              ),
            )}
          </Detail>
        ) : null}
      </dl>
      {about ? about(birthday) : null}

      {confirming ? (
        <div role="alert" className="mt-5 rounded-xl bg-danger-soft p-4">
          <p className="text-sm text-danger">
            <FormattedMessage
              id="details.deleteConfirm"
              defaultMessage="Delete {name}'s {what}? This cannot be undone."
              values={{ name: birthday.name, what: kindNounIn(intl, birthday.kind, birthday.label) }}
            />
          </p>
          <div className="mt-3 flex gap-2">
            <button type="button" className="btn-secondary flex-1" onClick={() => setConfirming(false)}>
              <FormattedMessage id="details.cancel" defaultMessage="Cancel" />
            </button>
            <button
              type="button"
              className="btn-danger flex-1"
              disabled={remove.isPending}
              onClick={onDelete}
            >
              {remove.isPending
                ? intl.formatMessage({ id: 'details.deleting', defaultMessage: 'Deleting...' })
                : intl.formatMessage({ id: 'details.confirmDelete', defaultMessage: 'Yes, delete' })}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-2 gap-2">
          {actionButtons(true)}
          <button type="button" className="btn-primary" onClick={() => onEdit(birthday)}>
            <Pencil className="size-4" aria-hidden />
            <FormattedMessage id="details.edit" defaultMessage="Edit" />
          </button>
          {actionButtons(false)}
          <button type="button" className="btn-secondary" onClick={onShare}>
            <Share2 className="size-4" aria-hidden />
            <FormattedMessage id="details.share" defaultMessage="Share" />
          </button>
          <button type="button" className="btn-secondary" onClick={onShareMyId}>
            <IdCard className="size-4" aria-hidden />
            <FormattedMessage id="details.shareMyId" defaultMessage="Share My ID" />
          </button>
          <button type="button" className="btn-secondary text-danger" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden />
            <FormattedMessage id="details.delete" defaultMessage="Delete" />
          </button>
        </div>
      )}
    </Modal>
  );
}

/**
 * A Gregorian birthday as its date and birth year; one kept in another calendar as its date in words, the
 * Gregorian day it falls on next and the age turned then, counted in its calendar's years.
 */
function birthdayInWords(intl: IntlShape, birthday: BirthdayView, today: PlainDate): string {
  const next = nextCelebration(birthday, today);
  const beside = keptDateBesideText(intl, birthday, next, today);
  const age = ageText(intl, birthday, next, today);
  if (beside === null) {
    const date = dateText(intl, birthday, { withYear: true });
    // A Gregorian birthday reads as the spec's date; another kind also says its count ('10th anniversary').
    return isBirthday(birthday.kind) || age === null ? date : `${date} · ${age}`;
  }
  return age === null ? beside : `${beside} · ${age}`;
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A list group holds only its dt and dd, so the icon sits inside the dt, placed in the gutter.
    <div className="relative min-w-0 ps-7">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-4">
        <span className="absolute top-0.5 start-0 text-accent" aria-hidden>
          {icon}
        </span>
        {label}
      </dt>
      {/* overflow-wrap: a long unbroken note or interest wraps instead of widening the sheet. */}
      <dd className="text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
