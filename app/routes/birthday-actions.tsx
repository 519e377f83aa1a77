import type { BirthdayAction } from '@app/features/birthdays/components/birthday-actions';
import type { BirthdayView } from '@app/features/birthdays/utils/birthday-view';
import { AddToCalendarModal } from '@app/features/calendar-feed/components/add-to-calendar-modal';
import { kindOf } from '@shared/date-kinds';
import { CalendarPlus, Gift, MessageCircleHeart, PartyPopper, Send } from 'lucide-react';
import { useMemo } from 'react';
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
  return useMemo(
    () => [
      {
        label: 'Send Wishes',
        icon: PartyPopper,
        primary: true,
        leading: true,
        open: openWish,
        offeredFor: celebrates,
        row: { label: 'Send wishes', icon: Send, title: (name) => `Send wishes to ${name}` },
      },
      {
        label: 'Write a message',
        icon: MessageCircleHeart,
        primary: true,
        leading: true,
        open: openWish,
        offeredFor: remembers,
        row: {
          label: 'Write a message',
          icon: MessageCircleHeart,
          title: (name) => `Write a message about ${name}`,
        },
      },
      { label: 'Gift Ideas', icon: Gift, leading: true, open: openGifts, offeredFor: celebrates },
      {
        label: 'Add to Calendar',
        icon: CalendarPlus,
        dialog: (birthday, state) => (
          <AddToCalendarModal birthday={birthday} timeZone={timeZone} {...state} />
        ),
      },
    ],
    [openWish, openGifts, timeZone],
  );
}
