/**
 * The parts of a user's data that can change under an open tab. The server announces each change
 * by its topic (server/realtime/), and the app refreshes every query under the topic's key
 * (`topicKey` in app/lib/realtime.ts), so a topic and its queries cannot drift apart.
 */
export const TOPICS = [
  'birthdays',
  'account',
  'reminders',
  'notifications',
  'shares',
  'message-settings',
  'sign-in-methods',
] as const;
export type Topic = (typeof TOPICS)[number];

/** The data of a `change` event on the event stream (`GET /api/events`). */
export type ChangePayload = { topic: Topic };
