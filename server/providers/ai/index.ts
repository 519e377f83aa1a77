import type { Config } from '@server/env';
import type { AiProvider } from './ai-provider';
import { offlineAi } from './ai-provider';
import { openAiCompatible } from './openai-compatible';

export function createAiProvider(config: Config['ai'], log?: (message: string) => void): AiProvider {
  return config.kind === 'openai' ? openAiCompatible({ ...config, log }) : offlineAi();
}
export type { AiProvider, ChatMessage } from './ai-provider';
