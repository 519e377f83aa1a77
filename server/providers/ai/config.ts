import { providerConfig } from '@server/providers/provider-config';
import { z } from 'zod';

/** Offline unless a model is configured; a key alone means OpenAI itself. */
export const aiConfig = providerConfig({
  env: {
    AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    AI_API_KEY: z.string().max(500).optional(),
    AI_MODEL: z.string().min(1).max(200).default('gpt-3.5-turbo'),
  },
  secrets: ['AI_API_KEY'],
  read(env) {
    if (!env.AI_BASE_URL && !env.AI_API_KEY) return { kind: 'offline' as const };
    return {
      kind: 'openai' as const,
      baseUrl: (env.AI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, ''),
      apiKey: env.AI_API_KEY ?? null,
      model: env.AI_MODEL,
    };
  },
});
