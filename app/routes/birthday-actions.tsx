import type { BirthdayAction } from '@app/features/birthdays/components/birthday-actions';
import { AddToCalendarModal } from '@app/features/calendar-feed/components/add-to-calendar-modal';
import { CalendarPlus, Gift, PartyPopper, Send } from 'lucide-react';
import { useMemo } from 'react';
import { useAiModals } from './ai-modals';

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
        row: { label: 'Send wishes', icon: Send, title: (name) => `Send wishes to ${name}` },
      },
      { label: 'Gift Ideas', icon: Gift, leading: true, open: openGifts },
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
