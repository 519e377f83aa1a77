import type { Db } from '@server/db/client';
import type { Config } from '@server/env';
import { createAiProvider } from '@server/providers/ai';
import { createOutboundProvider, type Outbound } from '@server/providers/outbound';
import { createSmsProvider } from '@server/providers/sms';
import type { Logger } from 'pino';

/** What a provider is built from: the configuration, the database (for keys kept there) and the log. */
export type ProviderContext = { config: Config; db: Db; log: Logger };

/** Providers that call user-given URLs share the one outbound guard (its DNS checks and connections). */
type ProviderDeps = ProviderContext & { outbound: Outbound };

/**
 * The providers: each one's factory, by the name services find it under in `Deps`. A new provider
 * is its folder under providers/ (its variables in its config.ts, named in env.ts) and one line here;
 * a reminder channel's client is its own folder's (server/channel-kit/server-channel.ts).
 */
const providers = {
  sms: ({ config }: ProviderDeps) => createSmsProvider(config.sms, config.smsLimits.countries),
  ai: ({ config, log }: ProviderDeps) => createAiProvider(config.ai, (message) => log.warn(message)),
};

export type Providers = { outbound: Outbound } & {
  [Name in keyof typeof providers]: Awaited<ReturnType<(typeof providers)[Name]>>;
};

/** Builds every provider, or takes the one given in `overrides` (tests pass fakes). */
export async function createProviders(
  context: ProviderContext,
  overrides: Partial<Providers> = {},
): Promise<Providers> {
  const outbound = overrides.outbound ?? createOutboundProvider(context.config.outboundAllow);
  const built = await Promise.all(
    Object.entries(providers).map(async ([name, create]) => [
      name,
      overrides[name as keyof Providers] ?? (await create({ ...context, outbound })),
    ]),
  );
  return { ...Object.fromEntries(built), outbound } as Providers;
}
