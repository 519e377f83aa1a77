export type ChatMessage = { role: 'system' | 'user'; content: string };

type ChatRequest = {
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
  /** Ask for a JSON object (`response_format: json_object`). */
  json?: boolean;
};

/**
 * A chat model behind the OpenAI API, or none. `complete` answers the model's text, or null when
 * there is no model or it failed: callers then use their built-in answer, so a user never waits on
 * an outage or sees a provider's error.
 */
export type AiProvider = {
  kind: 'openai' | 'offline';
  complete(request: ChatRequest): Promise<string | null>;
};

export const offlineAi = (): AiProvider => ({ kind: 'offline', complete: async () => null });
