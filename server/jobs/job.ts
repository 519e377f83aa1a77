import type { Deps } from '@server/deps';
import type { Logger } from 'pino';
import type { DueSource } from './reminders/due-source';

/** What modules add to the jobs: more kinds of delivery for the reminder engine (their notices). */
export type JobContext = { dueSources: readonly DueSource<unknown>[] };

/**
 * Work an instance runs in the background, apart from requests. `start` begins it; the function it
 * returns stops it and resolves once what was running has finished. A module lists its jobs
 * (`defineModule`), and `npm run worker` or a server with REMINDERS=on runs them.
 */
export type Job = {
  name: string;
  start(deps: Deps, log: Logger, context: JobContext): () => Promise<void>;
};

/** Starts every job; the returned function stops them all. */
export function startJobs(jobs: readonly Job[], deps: Deps, log: Logger, context: JobContext) {
  const stops = jobs.map((job) => job.start(deps, log, context));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
