// Component tests opt into jsdom with `// @vitest-environment jsdom`; clean up their DOM after each test.
import { afterEach } from 'vitest';

// jsdom has no matchMedia; toasts follow the system colour scheme through it. Light, as jsdom renders.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
