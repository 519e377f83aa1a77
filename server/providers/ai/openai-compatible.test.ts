import { loadConfig } from '@server/config';
import { type FakeAi, startFakeAi } from '@test-support/fake-ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAiCompatible } from './openai-compatible';

let fake: FakeAi;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const request = {
  messages: [
    { role: 'system' as const, content: 'You write birthday wishes.' },
    { role: 'user' as const, content: 'For Ann.' },
  ],
  temperature: 0.7,
  maxTokens: 100,
};

describe('OpenAI-compatible provider', () => {
  it('sends the model, messages, temperature, max_tokens and the Bearer key; answers the content', async () => {
    const logs: string[] = [];
    const ai = openAiCompatible({
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      model: 'llama3',
      log: (m) => logs.push(m),
    });
    fake.script('Happy birthday, Ann!');
    expect(await ai.complete(request)).toBe('Happy birthday, Ann!');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toEqual({
      authorization: `Bearer ${fake.apiKey}`,
      body: { model: 'llama3', messages: request.messages, temperature: 0.7, max_tokens: 100 },
    });
    expect(logs).toEqual([]);
  });

  it('asks for a JSON object when told to', async () => {
    const ai = openAiCompatible({ baseUrl: fake.url, apiKey: fake.apiKey, model: 'm' });
    await ai.complete({ ...request, json: true, maxTokens: 1000 });
    expect(fake.requests[0]!.body).toMatchObject({
      response_format: { type: 'json_object' },
      max_tokens: 1000,
    });
  });

  it('retries a failing model twice, then answers null and logs no key', async () => {
    const logs: string[] = [];
    const ai = openAiCompatible({
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      model: 'm',
      log: (m) => logs.push(m),
    });
    fake.setMode('fail');
    expect(await ai.complete(request)).toBeNull();
    expect(fake.requests).toHaveLength(3);
    expect(logs).toEqual(['AI request failed (status 500); answering offline']);
    expect(logs.join()).not.toContain(fake.apiKey);
  });

  it('gives up on a model that never answers after the timeout and two retries', async () => {
    const ai = openAiCompatible({ baseUrl: fake.url, apiKey: fake.apiKey, model: 'm', timeoutMs: 200 });
    fake.setMode('slow');
    expect(await ai.complete(request)).toBeNull();
    expect(fake.requests).toHaveLength(3);
  });

  it('answers null for a reply that is not a chat completion', async () => {
    const ai = openAiCompatible({ baseUrl: fake.url, apiKey: fake.apiKey, model: 'm' });
    fake.setMode('malformed');
    expect(await ai.complete(request)).toBeNull();
  });

  it('does not retry a refused key', async () => {
    const ai = openAiCompatible({ baseUrl: fake.url, apiKey: 'wrong', model: 'm' });
    expect(await ai.complete(request)).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });
});

describe('AI configuration', () => {
  it('is offline with no AI variables', () => {
    expect(loadConfig({}).ai).toEqual({ kind: 'offline' });
  });

  it('talks to the given endpoint with model gpt-3.5-turbo by default', () => {
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/' }).ai).toEqual({
      kind: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'gpt-3.5-turbo',
    });
    expect(loadConfig({ AI_API_KEY: 'sk-1', AI_MODEL: 'gpt-4o-mini' }).ai).toMatchObject({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
    });
  });

  it('stops at a bad AI_BASE_URL with one line, and never prints a key', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://x' })).toThrow(/^Invalid configuration: AI_BASE_URL /);
    expect(() => loadConfig({ AI_API_KEY: `sk-${'x'.repeat(600)}` })).toThrow(
      'Invalid configuration: AI_API_KEY',
    );
    try {
      loadConfig({ AI_API_KEY: `sk-${'x'.repeat(600)}` });
    } catch (err) {
      expect((err as Error).message).not.toContain('sk-');
    }
  });
});
