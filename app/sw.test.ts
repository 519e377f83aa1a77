import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

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

/** Cache Storage in memory: enough of it for the worker's offline copy. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (request: RequestInfo | URL) =>
      new URL(String(request instanceof Request ? request.url : request), ORIGIN).pathname;
    return {
      put: async (request: RequestInfo, response: Response) => void store.set(key(request), response),
      match: async (request: RequestInfo) => store.get(key(request))?.clone(),
      addAll: async () => {},
    };
  };
  return {
    open,
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
    match: async (request: RequestInfo, { cacheName }: { cacheName: string }) =>
      stores.has(cacheName) ? (await open(cacheName)).match(request) : undefined,
  };
}

/** Sends a request through the worker as a page would; resolves once the worker is done with it. */
async function through(url: string, init: RequestInit = {}) {
  let answer: Promise<Response> | undefined;
  const waits: Promise<unknown>[] = [];
  handlers.get('fetch')!({
    request: new Request(`${ORIGIN}${url}`, init),
    respondWith: (p: Promise<Response>) => {
      answer = p;
    },
    waitUntil: (p: Promise<unknown>) => void waits.push(p),
  });
  const res = await answer;
  // waitUntil may be called while the answer is on its way: settle everything it was given.
  for (let i = 0; i < waits.length; i++) await waits[i];
  return res;
}

describe('the birthday list kept for offline reading', () => {
  let cache: ReturnType<typeof memoryCaches>;
  const kept = async () => {
    const res = await cache.match('/api/birthdays', { cacheName: 'cakeday-offline' });
    return res ? res.text() : null;
  };
  const list = (name: string) => new Response(JSON.stringify([{ name }]), { status: 200 });

  beforeEach(() => {
    cache = memoryCaches();
    vi.stubGlobal('caches', cache);
  });

  it('keeps each list a signed-in page loads, and says when', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => list('Ada')),
    );
    const res = await through('/api/birthdays');
    expect(await res!.text()).toBe('[{"name":"Ada"}]');
    expect(await kept()).toBe('[{"name":"Ada"}]');
    const keptAt = Number(
      (await cache.match('/api/birthdays', { cacheName: 'cakeday-offline' }))!.headers.get(
        'x-cakeday-kept-at',
      ),
    );
    expect(Math.abs(Date.now() - keptAt)).toBeLessThan(60_000);
  });

  it('drops it on sign-out and on account deletion, before the request leaves', async () => {
    for (const url of ['/api/auth/sign-out', '/api/account/delete']) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => list('Ada')),
      );
      await through('/api/birthdays');
      let keptWhenSent: string | null = 'not sent';
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          keptWhenSent = await kept();
          return new Response('{"ok":true}');
        }),
      );
      await through(url, { method: 'POST' });
      expect(keptWhenSent).toBeNull();
      expect(await kept()).toBeNull();
    }
  });

  it('drops it when the list is refused (the session ended elsewhere)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => list('Ada')),
    );
    await through('/api/birthdays');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await through('/api/birthdays');
    expect(await kept()).toBeNull();
  });

  it('does not keep a list that was on its way while the user signed out', async () => {
    let arrive!: (res: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (arrive = resolve))),
    );
    const loading = through('/api/birthdays');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}')),
    );
    await through('/api/auth/sign-out', { method: 'POST' });
    arrive(list('Ada'));
    await loading;
    expect(await kept()).toBeNull();
  });
});
