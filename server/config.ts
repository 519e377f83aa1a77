import { channelConfigs } from '@server/assemble-channels';
import { type Config, readConfig } from '@server/env';

/**
 * Reads the environment with every reminder channel's own variables (each channel's config.ts): the
 * configuration assembled at boot, so server/env.ts itself names no channel.
 */
export const loadConfig = (source: Record<string, string | undefined> = process.env): Config =>
  readConfig(source, channelConfigs);
