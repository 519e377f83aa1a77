import type { BirthdayAction } from '@app/features/birthdays/components/birthday-actions';
import type { BirthdayView } from '@app/features/birthdays/utils/birthday-view';
import { AddToCalendarModal } from '@app/features/calendar-feed/components/add-to-calendar-modal';
import { kindOf } from '@shared/date-kinds';
import { CalendarPlus, Gift, MessageCircleHeart, PartyPopper, Send } from 'lucide-react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAiModals } from './ai-modals';

// A remembrance is never a celebration (issue 39): it is offered a message, no wishes and no gifts.
const celebrates = (birthday: BirthdayView) => kindOf(birthday.kind).celebrates;
const remembers = (birthday: BirthdayView) => !celebrates(birthday);

/**
 * What other features offer on a birthday, in the order the details modal shows them: a new
 * action ('Send Wishes', 'Gift Ideas') is one entry here. The birthdays feature draws each one.
 */
export function useBirthdayActions(timeZone: string): readonly BirthdayAction[] {
  const { openWish, openGifts } = useAiModals();
  const intl = useIntl();
  return useMemo(
    () => [
      {
        label: intl.formatMessage({ id: 'actions.sendWishes', defaultMessage: 'Send Wishes' }),
        icon: PartyPopper,
        primary: true,
        leading: true,
        open: openWish,
        offeredFor: celebrates,
        row: {
          label: intl.formatMessage({ id: 'actions.sendWishesRow', defaultMessage: 'Send wishes' }),
          icon: Send,
          title: (name) =>
            intl.formatMessage(
              { id: 'actions.sendWishesTo', defaultMessage: 'Send wishes to {name}' },
              { name },
            ),
        },
      },
      {
        label: intl.formatMessage({ id: 'actions.writeMessage', defaultMessage: 'Write a message' }),
        icon: MessageCircleHeart,
        primary: true,
        leading: true,
        open: openWish,
        offeredFor: remembers,
        row: {
          label: intl.formatMessage({ id: 'actions.writeMessage', defaultMessage: 'Write a message' }),
          icon: MessageCircleHeart,
          title: (name) =>
            intl.formatMessage(
              { id: 'actions.writeMessageAbout', defaultMessage: 'Write a message about {name}' },
              { name },
            ),
        },
      },
      {
        label: intl.formatMessage({ id: 'actions.giftIdeas', defaultMessage: 'Gift Ideas' }),
        icon: Gift,
        leading: true,
        open: openGifts,
        offeredFor: celebrates,
      },
      {
        label: intl.formatMessage({ id: 'actions.addToCalendar', defaultMessage: 'Add to Calendar' }),
        icon: CalendarPlus,
        dialog: (birthday, state) => (
          <AddToCalendarModal birthday={birthday} timeZone={timeZone} {...state} />
        ),
      },
    ],
    [openWish, openGifts, timeZone, intl],
  );
}
