import { readDestinations } from '@server/channel-kit/destination';
import type { Claim, Deps, Recipient, ReminderChannel } from '@server/deps';
import {
  type ClaimRequest,
  claimKey,
  claimMany,
  type Failed,
  holdClaim,
  LEASE_MS,
  recordSent,
  type Sent,
} from './delivery-log';
import type { DeliveryPool } from './delivery-pool';
import type { Notification } from './notification';
import { transport } from './transport';

/** How many deliveries one claim statement takes, and how many may wait in the pool before the next. */
const CLAIM_CHUNK = 500;
/** Sent deliveries are recorded together: every so often, or once this many are waiting. */
const FLUSH_MS = 50;
const FLUSH_ROWS = 200;

/** One channel of a due reminder or digest, ready to claim and send. */
export type Delivery = {
  request: ClaimRequest;
  channel: ReminderChannel;
  to: Recipient;
  timeZone: string;
  notification: Notification;
  /** The birthday whose "last notified" a sent reminder moves (a digest has none). */
  birthdayId: string | null;
  /** Records a permanent failure (a reminder's in the birthday's history too). */
  fail: (deps: Deps, claim: Claim, failed: Failed) => Promise<void>;
};

/**
 * Collects sent deliveries and records them in one transaction a batch (delivery-log's recordSent).
 * Until then a delivery's claim stays pending: a crash before the write leaves it to the takeover
 * after its lease, as a crash between claim and send does.
 */
function sentRecorder(deps: Deps) {
  let batch: { sent: Sent; done: () => void; failed: (err: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const taken = batch;
    batch = [];
    if (taken.length === 0) return;
    recordSent(
      deps,
      taken.map((t) => t.sent),
      deps.clock.now(),
    ).then(
      () => {
        for (const t of taken) t.done();
      },
      (err: unknown) => {
        for (const t of taken) t.failed(err);
      },
    );
  };
  return {
    /** Resolves once the delivery is recorded sent. */
    add: (sent: Sent) =>
      new Promise<void>((done, failed) => {
        batch.push({ sent, done, failed });
        if (batch.length >= FLUSH_ROWS) flush();
        else timer ??= setTimeout(flush, FLUSH_MS);
      }),
    flush,
  };
}

/**
 * Claims the deliveries a chunk at a time (one statement each), each claim as soon as the pool has
 * room for it, so another instance claims what this one cannot send soon; sends each claimed one
 * through the pool, a job per channel; records the outcomes. Returns how many this caller made.
 */
export async function deliverAll(deps: Deps, deliveries: readonly Delivery[], pool: DeliveryPool) {
  const recorder = sentRecorder(deps);
  const jobs: Promise<void>[] = [];
  const recorded: Promise<void>[] = [];
  let made = 0;
  // A write of sent deliveries that failed: thrown once the others are done (their claims stay pending).
  let unrecorded: unknown = null;

  const send = async (delivery: Delivery, to: Recipient, claim: Claim, claimedAt: Date) => {
    const ref = { log: delivery.request.log, userId: delivery.request.userId, claimId: claim.id };
    // A claim that waited behind a user's slow endpoints for half its lease is given back unsent:
    // its send could outlast the lease and meet another instance's takeover.
    if (deps.clock.now().getTime() - claimedAt.getTime() > LEASE_MS / 2)
      return holdClaim(deps.db, ref, deps.clock.now(), 'unsent');
    const outcome = await transport(
      deps,
      delivery.channel,
      to,
      claim,
      delivery.notification,
      delivery.timeZone,
    );
    if (outcome.sent) {
      recorded.push(
        recorder.add({ ...ref, birthdayId: delivery.birthdayId }).then(
          () => {
            made += 1;
          },
          (err: unknown) => {
            unrecorded ??= err;
          },
        ),
      );
      return;
    }
    if (outcome.retryAt) await holdClaim(deps.db, ref, outcome.retryAt, { retry: outcome.error });
    else await delivery.fail(deps, claim, outcome);
    made += 1;
  };

  const waiting = deliveries.filter((d) => !pool.has(claimKey(d.request)));
  for (let i = 0; i < waiting.length; i += CLAIM_CHUNK) {
    await pool.room(CLAIM_CHUNK);
    const chunk = waiting.slice(i, i + CLAIM_CHUNK);
    const claimedAt = deps.clock.now();
    const claims = new Map<string, Claim>();
    for (const log of ['reminder', 'digest'] as const) {
      const requests = chunk.filter((d) => d.request.log === log).map((d) => d.request);
      for (const [key, claim] of await claimMany(deps.db, log, requests, claimedAt)) claims.set(key, claim);
    }
    const claimed = chunk.flatMap((delivery) => {
      const key = claimKey(delivery.request);
      const claim = claims.get(key);
      return claim ? [{ delivery, key, claim }] : [];
    });
    // The claimed deliveries' destinations in one statement, rather than one for each send.
    const destinations = await readDestinations(
      deps,
      claimed.map(({ delivery }) => delivery.to.userId),
    );
    for (const { delivery, key, claim } of claimed) {
      const { userId, phone } = delivery.to;
      const to = { userId, phone, destinations: destinations.get(userId) };
      jobs.push(pool.add(key, userId, () => send(delivery, to, claim, claimedAt)));
    }
  }
  await Promise.all(jobs);
  recorder.flush();
  await Promise.all(recorded);
  if (unrecorded) throw unrecorded;
  return made;
}
