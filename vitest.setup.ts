// Component tests opt into jsdom with `// @vitest-environment jsdom`; clean up their DOM after each test.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
