import { TOPICS } from '@shared/realtime';
import { describe, expect, it } from 'vitest';
import { reloadOutsideQueries, topicKey } from './realtime';

// Every feature's API files (and each reminder channel's), as the app loads them: their exported
// query keys are what the features' queries use.
const featureApis = import.meta.glob<Record<string, unknown>>(
  ['../features/*/api/*.ts', '../features/*/channels/*/api.ts', '!../features/*/api/*.test.ts'],
  { eager: true },
);
const queryKeys = Object.values(featureApis)
  .flatMap((exports) => Object.values(exports))
  .filter((value): value is readonly unknown[] => Array.isArray(value));

describe('realtime topics', () => {
  it('finds the query keys of the features (the check below has something to look at)', () => {
    expect(queryKeys).toContainEqual(['birthdays']);
    expect(queryKeys.length).toBeGreaterThanOrEqual(5);
  });

  // A topic that no query sits under would be announced to every tab and refresh nothing.
  it.each(TOPICS)('refreshes something when "%s" changes', (topic) => {
    const key = topicKey(topic);
    const refreshed = queryKeys.filter((queryKey) => key.every((part, i) => queryKey[i] === part));
    expect(refreshed.length > 0 || reloadOutsideQueries[topic] !== undefined).toBe(true);
  });
});
