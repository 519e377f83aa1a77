import type { Db } from '@server/db/client';
import type { Deps, ReminderChannel } from '@server/deps';
import type { Delivery } from './deliveries';

/**
 * One kind of delivery the engine looks for each tick (reminders, digests, pause notices): what is
 * due at `now` among the channels given, and each item's deliveries, one per channel of `deps.channels`
 * still to send.
 * A new kind is a file defining its source and one line in the engine's `dueSources`.
 */
export type DueSource<T> = {
  find(db: Db, now: Date, channels: readonly ReminderChannel[]): Promise<T[]>;
  deliveries(deps: Deps, item: T): Delivery[];
};
