// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useForegroundNotifications } from './use-foreground-notifications';

type Listener = (event: { data: unknown; ports: Array<{ postMessage: (m: unknown) => void }> }) => void;

let listener: Listener | undefined;
const showNotification = vi.fn(async () => {});
const container = {
  addEventListener: vi.fn((_type: string, l: Listener) => {
    listener = l;
  }),
  removeEventListener: vi.fn(),
  startMessages: vi.fn(),
  getRegistration: vi.fn(async () => ({ showNotification })),
};

function setPermission(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission });
}

beforeEach(() => {
  listener = undefined;
  showNotification.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  setPermission('granted');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** What the service worker sends a visible page: the push, and a port to say it was shown. */
function pushFromWorker(payload: unknown, type = 'cakeday:push') {
  const port = { postMessage: vi.fn() };
  listener!({ data: { type, payload }, ports: [port] });
  return port;
}

describe('foreground notifications', () => {
  it('shows a push while the app is open and tells the worker it did', async () => {
    renderHook(() => useForegroundNotifications());
    expect(container.startMessages).toHaveBeenCalled();
    const port = pushFromWorker({ title: "Ada's birthday is today", body: 'Say happy birthday!', url: '/' });
    await waitFor(() => expect(port.postMessage).toHaveBeenCalledWith('shown'));
    expect(showNotification).toHaveBeenCalledWith("Ada's birthday is today", {
      body: 'Say happy birthday!',
      icon: '/favicon.svg',
      data: { url: '/' },
    });
  });

  it('titles a message without one New Message', async () => {
    renderHook(() => useForegroundNotifications());
    const port = pushFromWorker({ body: 'Hello' });
    await waitFor(() => expect(port.postMessage).toHaveBeenCalled());
    expect(showNotification).toHaveBeenCalledWith('New Message', expect.objectContaining({ body: 'Hello' }));
  });

  it('leaves the push to the worker when notifications are not allowed', async () => {
    setPermission('default');
    renderHook(() => useForegroundNotifications());
    const port = pushFromWorker({ title: 'Hi' });
    await new Promise((r) => setTimeout(r, 20));
    expect(showNotification).not.toHaveBeenCalled();
    expect(port.postMessage).not.toHaveBeenCalled();
  });

  it('ignores other messages and stops listening when unmounted', async () => {
    const { unmount } = renderHook(() => useForegroundNotifications());
    const port = pushFromWorker({ title: 'Hi' }, 'something-else');
    await new Promise((r) => setTimeout(r, 20));
    expect(port.postMessage).not.toHaveBeenCalled();
    unmount();
    expect(container.removeEventListener).toHaveBeenCalledWith('message', listener);
  });
});
