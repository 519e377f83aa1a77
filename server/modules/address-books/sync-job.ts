import type { Deps } from '@server/deps';
import type { Job } from '@server/jobs/job';
import type { Logger } from 'pino';
import { CardDavError } from './carddav';
import { claimDue, syncClaimed } from './sync-connection';

// How often the worker looks for connections whose turn has come; each syncs once per interval.
const TICK_MS = 30_000;
// Connections claimed per look; the next look takes the rest.
const CLAIM = 20;

/** One look: claims the due connections (any instance, each once) and syncs them one after another. */
export async function runAddressBookTick(deps: Deps, log: Logger) {
  for (const connection of await claimDue(deps, CLAIM)) {
    try {
      await syncClaimed(deps, connection);
    } catch (err) {
      // syncClaimed kept the failure on the row; the log has its kind, never the URL or the password.
      log.warn({ kind: err instanceof CardDavError ? err.kind : 'error' }, 'address book sync failed');
    }
  }
}

/** Every connected address book, synced on its own phase of ADDRESS_BOOK_SYNC_MINUTES. */
export const addressBookJob: Job = {
  name: 'address-books',
  start(deps, log) {
    let running: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      running = running.then(() => runAddressBookTick(deps, log)).catch(() => {});
    }, TICK_MS);
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
};
