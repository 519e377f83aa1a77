import { defineChannel } from '../channel-definition';

/** Web Push to the browsers the user turned notifications on in. */
export const pushDefinition = defineChannel({
  id: 'push',
  order: 20,
  legal: {
    offer: 'Cakeday can remind you by browser notification.',
    stored: "If you turn on browser notifications, we store your browser's push address.",
    travels:
      "If you turn on browser notifications, reminders travel through your browser's push service (for example Google's or Mozilla's), encrypted so that service cannot read them.",
  },
  resume: 'Check that notifications are allowed for Cakeday on your devices, then resume.',
  resumable: true,
});
