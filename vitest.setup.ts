// Component tests opt into jsdom with `// @vitest-environment jsdom`; clean up their DOM after each test.
import { afterEach, vi } from 'vitest';

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

// Components speak through react-intl (issue 40): every render and renderHook gets the app's English
// provider around whatever wrapper the test gives, as IntlRoot gives it in the app.
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof import('@testing-library/react')>();
  const { createElement } = await import('react');
  const { IntlProvider } = await import('react-intl');
  type Wrapper = React.JSXElementConstructor<{ children: React.ReactNode }>;
  const inEnglish =
    (given?: Wrapper) =>
    ({ children }: { children: React.ReactNode }) =>
      createElement(
        IntlProvider,
        { locale: 'en', defaultLocale: 'en', messages: {} },
        given ? createElement(given, null, children) : children,
      );
  const render = ((ui: React.ReactNode, options?: { wrapper?: unknown }) =>
    rtl.render(ui, {
      ...options,
      wrapper: inEnglish(options?.wrapper as Wrapper | undefined),
    })) as typeof rtl.render;
  const renderHook: typeof rtl.renderHook = (hook, options) =>
    rtl.renderHook(hook, { ...options, wrapper: inEnglish(options?.wrapper as Wrapper | undefined) });
  return { ...rtl, render, renderHook };
});
