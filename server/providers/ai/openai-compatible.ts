import OpenAI from 'openai';
import type { AiProvider } from './ai-provider';

export type OpenAiOptions = {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Spec §9: 10 s per attempt, 2 retries. Tests shorten the wait. */
  timeoutMs?: number;
  log?: (message: string) => void;
};

const TIMEOUT_MS = 10_000;
const MAX_RETRIES = 2;

/** Any OpenAI-compatible chat endpoint: OpenAI itself, Ollama, vLLM, llama.cpp. Server side only. */
export function openAiCompatible(options: OpenAiOptions): AiProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local models take no key; the SDK insists on one, and they ignore whatever it sends.
    apiKey: options.apiKey ?? 'none',
    timeout: options.timeoutMs ?? TIMEOUT_MS,
    maxRetries: MAX_RETRIES,
  });
  const log = options.log ?? (() => {});
  return {
    kind: 'openai',
    async complete({ messages, temperature, maxTokens, json }) {
      try {
        const reply = await client.chat.completions.create({
          model: options.model,
          messages,
          temperature,
          max_tokens: maxTokens,
          ...(json ? { response_format: { type: 'json_object' as const } } : {}),
        });
        const content = reply.choices?.[0]?.message?.content;
        return typeof content === 'string' ? content : null;
      } catch (err) {
        // Status only: a provider's error text can quote part of the key.
        const why =
          err instanceof OpenAI.APIError ? `status ${err.status ?? 'none'}` : String((err as Error)?.name);
        log(`AI request failed (${why}); answering offline`);
        return null;
      }
    },
  };
}
