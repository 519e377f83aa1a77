import { type DateColumns, keptDateColumns } from '@server/db/birthday-store';
import type { Deps } from '@server/deps';
import { isBirthday } from '@shared/date-kinds';
import type { Delivery } from './deliveries';
import { digestLogDeliveries } from './digest-log-deliveries';
import { digestMessage } from './digest-message';
import type { DigestEntry, DueDigest } from './due-digest';
import type { DueSource } from './due-source';
import { findDueDigests } from './find-due-digests';
import type { Notification } from './notification';

/** What the webhook's body says a digest is about (`birthday.digest` version 1): its period and the birthdays in it. */
type DigestAbout = {
  type: 'birthday.digest';
  period: 'week' | 'month';
  from: string;
  to: string;
  birthdays: Array<
    Omit<DigestEntry, 'kept' | 'kind' | 'label'> &
      Partial<Pick<DigestEntry, 'kind' | 'label'>> &
      Omit<DateColumns, 'year'>
  >;
};

/** A digest birthday as the webhook's body says it (docs/webhooks.md): its kept date's fields, without the year. */
const aboutEntry = ({ id, name, kind, label, kept, occurrence, age }: DigestEntry) => {
  const { calendar, month, leap, day } = keptDateColumns(kept);
  const ofKind = isBirthday(kind) ? {} : { kind, label };
  return { id, name, ...ofKind, calendar, month, leap, day, occurrence, age };
};

/** A digest's notification: its words, and its period and birthdays for the webhook. */
function digestNotification(digest: DueDigest, publicUrl: string): Notification<DigestAbout> {
  return {
    ...digestMessage(digest, digest.language, publicUrl),
    language: digest.language,
    urgency: 'normal',
    tag: `digest:${digest.kind}:${digest.periodStart}`,
    about: {
      type: 'birthday.digest',
      period: digest.kind === 'weekly' ? 'week' : 'month',
      from: digest.periodStart,
      to: digest.periodEnd,
      birthdays: digest.entries.map(aboutEntry),
    },
  };
}

/** Each channel of a due digest as a delivery of its own. */
function digestDeliveries(deps: Deps, digest: DueDigest): Delivery[] {
  return digestLogDeliveries(
    { ...digest, to: digest },
    digestNotification(digest, deps.config.publicUrl),
    deps.channels,
  );
}

/** The weekly and monthly digests due at each tick. */
export const digestSource: DueSource<DueDigest> = { find: findDueDigests, deliveries: digestDeliveries };
