import { defineChannel } from '../channel-definition';

/** Web Push to the browsers the user turned notifications on in. */
export const pushDefinition = defineChannel({ id: 'push', order: 20 });
