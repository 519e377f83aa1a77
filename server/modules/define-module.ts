import type { DatabaseKind } from '@server/db/client';
import type { Deps } from '@server/deps';
import type { Job } from '@server/jobs/job';
import type { DueSource } from '@server/jobs/reminders';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the HTTP app knows beyond `Deps`, for the routes that report on it (health). */
type AppInfo = { databaseKind: DatabaseKind };

export type ServerModule = {
  /** Where its routes live ('/api/birthdays'); '' when they name their whole paths. */
  prefix: string;
  /** Its routes, as one Fastify plugin. */
  routes: (deps: Deps, app: AppInfo) => FastifyPluginAsync | FastifyPluginAsyncZod;
  /** What it runs in the background (`npm run worker`, or a server with REMINDERS=on). */
  jobs?: readonly Job[];
  /** What it has the reminder engine deliver on the user's channels (its notices), each tick. */
  dueSources?: readonly DueSource<unknown>[];
};

/**
 * A server module, as its index.ts exports it; server/modules/index.ts lists every one. Other
 * modules import only what an index.ts exports beside it.
 */
export const defineModule = (module: ServerModule) => module;
