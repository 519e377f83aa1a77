import type { ReminderLanguage } from '@shared/languages';
import { DEFINITIONS as FOUND } from './channels';
import type { ChannelLegal } from './channels/channel-definition';

/**
 * The reminder channels, once, each by its definition in shared/channels/ (listed by the generated
 * index there), in their `order`. The settings' `channels` flags, the delivery log's channel, the
 * defaults, and the channels' texts in MSG and error codes in ERRORS derive from this list; the
 * server's and the app's channel lists are typed by it.
 */
const DEFINITIONS = [...FOUND].sort((a, b) => a.order - b.order);
type Definitions = (typeof FOUND)[number];

export type ReminderChannelId = Definitions['id'];
export const REMINDER_CHANNELS = DEFINITIONS.map((definition) => definition.id) as unknown as readonly [
  ReminderChannelId,
  ...ReminderChannelId[],
];

// The union of the channels' shapes made one object type.
type AllOf<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void ? I : never;

/** Every channel's own texts, which MSG takes in. */
export const CHANNEL_MESSAGES = Object.assign({}, ...DEFINITIONS.map((d) => d.messages)) as AllOf<
  Definitions['messages']
>;

/** The ICU forms of the channels' sentences built from values (shared/i18n/templates.ts). */
export const CHANNEL_TEMPLATES: Readonly<Record<string, string>> = Object.assign(
  {},
  ...DEFINITIONS.map((d) => ('templates' in d ? d.templates : {})),
);

/** Every channel's own error codes, which ERRORS takes in. */
export const CHANNEL_ERRORS = Object.assign({}, ...DEFINITIONS.map((d) => d.errors)) as AllOf<
  Definitions['errors']
>;

const RESUME = new Map<string, string>(DEFINITIONS.map((d) => [d.id, d.resume]));

/** How the owner of a paused channel resumes it. */
export const channelResume = (id: ReminderChannelId) => RESUME.get(id) ?? '';

/** The channels resumed by a button: nothing of theirs to set up again. */
export const RESUMABLE_CHANNELS = DEFINITIONS.flatMap((d) => ('resumable' in d && d.resumable ? [d.id] : []));

/** Each channel's sentence on one topic of the legal texts, in the channels' order; none from a channel without one. */
export const channelLegal = (topic: keyof ChannelLegal) => DEFINITIONS.flatMap((d) => d.legal[topic] ?? []);

const NAMES = new Map<string, Record<ReminderLanguage, string> | undefined>(
  DEFINITIONS.map((d) => [d.id, d.names]),
);

/** How a sentence in the language names the channel ('reminders by email'). */
export const channelName = (id: ReminderChannelId, language: ReminderLanguage) =>
  NAMES.get(id)?.[language] ?? id;

/** One value per channel, keyed by its id (e.g. the settings' `channels` flags). */
export function perChannel<T>(value: (id: ReminderChannelId) => T): Record<ReminderChannelId, T> {
  return Object.fromEntries(REMINDER_CHANNELS.map((id) => [id, value(id)])) as Record<ReminderChannelId, T>;
}

/** The settings' channel flags with just these channels on. */
export const channelsOn = (...on: ReminderChannelId[]) => perChannel((id) => on.includes(id));
