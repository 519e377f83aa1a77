import { defineChannel } from '../channel-definition';

/** Web Push to the browsers the user turned notifications on in. */
export const pushDefinition = defineChannel({
  id: 'push',
  order: 20,
  resume: 'Check that notifications are allowed for Cakeday on your devices, then resume.',
  resumable: true,
});
