import './zod-jitless';
import { expect, test } from 'vitest';

test('zod loaded after the setting runs without its eval probe', async () => {
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});
