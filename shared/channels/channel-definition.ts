import type { ReminderLanguage } from '@shared/languages';

/** An error code's HTTP status and, where one sentence always fits, that sentence (shared/errors.ts). */
export type ErrorEntry = { status: number; message?: string };

/**
 * What Terms and Privacy say of a channel (app/components/legal-modals.tsx), each a whole sentence so
 * that a translation can take it as it is, and true on every server: what needs the operator says so.
 */
export type ChannelLegal = {
  /** Terms, 'Using Cakeday': how Cakeday can remind you through it. */
  offer: string;
  /** Privacy, 'What we store': what is kept for it besides the account; none when nothing is. */
  stored?: string;
  /** Privacy, 'Who receives what': the way its reminders travel and who receives them. */
  travels: string;
};

/**
 * What a reminder channel brings to the shared code: its id, its name in each reminder language (a
 * pause notice names it), what the legal texts say of it, and its own texts and error codes, which
 * MSG and ERRORS take in. A channel
 * keeps these here rather than in the shared catalogues: a new channel is a new file here, listed by
 * the generated index.ts.
 */
export type ChannelDefinition<Id extends string> = {
  id: Id;
  /** Where Reminder Settings lists it among the channels (and the engine tries it), smallest first. */
  order: number;
  /** How its owner resumes it once paused, as its row and Home's notice say. */
  resume: string;
  /** Resumed by a button (it has nothing to set up again: SMS, push). */
  resumable?: true;
  /** As a sentence in the language names it ('reminders by email'); none for channels never paused. */
  names?: Record<ReminderLanguage, string>;
  legal: ChannelLegal;
  messages?: Record<string, unknown>;
  /** The ICU form of each of its `messages` built from values (shared/i18n/templates.ts says why). */
  templates?: Record<string, string>;
  errors?: Record<string, ErrorEntry>;
};

export const defineChannel = <
  const Id extends string,
  Messages extends Record<string, unknown> = Record<never, never>,
  Errors extends Record<string, ErrorEntry> = Record<never, never>,
>(
  definition: ChannelDefinition<Id> & { messages?: Messages; errors?: Errors },
) => definition as ChannelDefinition<Id> & { messages: Messages; errors: Errors };

/** '1 minute', '5 minutes': the English count the texts use. */
export const minutesText = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);
