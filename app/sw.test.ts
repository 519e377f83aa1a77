import { beforeAll, describe, expect, it, vi } from 'vitest';

// The service worker runs against ServiceWorkerGlobalScope; this stands in for the parts it uses,
// so the worker's own code runs as is.
type Handler = (event: unknown) => void;
const handlers = new Map<string, Handler>();
const ORIGIN = 'https://cakeday.example';

type FakeWindow = {
  url: string;
  focused: boolean;
  visibilityState: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
};
const fakeWindow = (url: string, focused = false): FakeWindow => {
  const w: FakeWindow = {
    url,
    focused,
    visibilityState: 'visible',
    focus: vi.fn(async () => w),
    navigate: vi.fn(async (to: string) => {
      w.url = to;
      return w;
    }),
  };
  return w;
};

let windows: FakeWindow[] = [];
const openWindow = vi.fn(async () => null);

beforeAll(async () => {
  vi.stubGlobal('self', {
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    location: new URL(`${ORIGIN}/sw.js`),
    clients: { matchAll: async () => windows, openWindow, claim: async () => {} },
    registration: { showNotification: vi.fn() },
    skipWaiting: async () => {},
  });
  await import('./sw');
});

async function click(url: string | undefined) {
  let work: Promise<unknown> = Promise.resolve();
  handlers.get('notificationclick')!({
    notification: { close: vi.fn(), data: { url } },
    waitUntil: (p: Promise<unknown>) => {
      work = p;
    },
  });
  await work;
}

describe('notificationclick', () => {
  it('focuses an open Cakeday tab and takes it to the notification’s page', async () => {
    const tab = fakeWindow(`${ORIGIN}/calendar`, true);
    windows = [fakeWindow(`${ORIGIN}/settings`), tab];
    openWindow.mockClear();
    await click(`${ORIGIN}/notifications`);
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/notifications`);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a new tab on the page when none is open', async () => {
    windows = [];
    openWindow.mockClear();
    await click(`${ORIGIN}/notifications`);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/notifications`);
  });

  it('opens a new tab when the open one cannot be navigated', async () => {
    const tab = fakeWindow(`${ORIGIN}/`, true);
    tab.navigate.mockRejectedValueOnce(new TypeError('not controlled'));
    windows = [tab];
    openWindow.mockClear();
    await click(`${ORIGIN}/notifications`);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/notifications`);
  });

  it('never follows a link to another site', async () => {
    const tab = fakeWindow(`${ORIGIN}/calendar`, true);
    windows = [tab];
    await click('https://evil.example/phish');
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
