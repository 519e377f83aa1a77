// @vitest-environment jsdom

import type { Passkey } from '@shared/schemas/passkeys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmWithPasskey } from './confirm-with-passkey';
import { PasskeyMethods } from './passkey-methods';
import { PasskeySignIn } from './passkey-sign-in';

const browser = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));
vi.mock('@simplewebauthn/browser', () => browser);

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];
/** The API as a table of answers by method and path; anything else is a 404. */
function stubApi(answers: Record<string, [number, unknown]>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const [status, body] = answers[`${method} ${url}`] ?? [
        404,
        { error: { code: 'not_found', message: 'Not found' } },
      ];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}
/** A browser that has WebAuthn (jsdom has none), with or without autofill of passkeys. */
function stubWebAuthn({ autofill = false } = {}) {
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(() => {}, { isConditionalMediationAvailable: async () => autofill }),
  );
}
const cancelled = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });

/** Clicks a passkey button twice: the prompt closed by the user (nothing to say), then answered. */
async function closeThenAnswer(button: HTMLElement, answer: unknown) {
  browser.startAuthentication.mockRejectedValueOnce(cancelled());
  await userEvent.click(button);
  expect(screen.queryByRole('alert')).toBeNull();
  browser.startAuthentication.mockResolvedValueOnce(answer);
  await userEvent.click(button);
}

function renderWithQueries(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

/** What the browser hands back for a passkey (the tests never look inside). */
const answer = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};
const ADDED = Date.UTC(2026, 10, 28, 12);
const USED = Date.UTC(2026, 11, 3, 12);
const phone: Passkey = { id: 'cred-1', name: 'Chrome on Android', createdAt: ADDED, lastUsedAt: USED };
const laptop: Passkey = { id: 'cred-2', name: 'Safari on Mac', createdAt: ADDED, lastUsedAt: null };

beforeEach(() => {
  vi.clearAllMocks();
  stubWebAuthn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the passkeys of Sign-in methods', () => {
  it('lists each passkey with when it was added and last used', async () => {
    stubApi({ 'GET /api/passkeys': [200, [phone, laptop]] });
    renderWithQueries(<PasskeyMethods />);
    const items = within(await screen.findByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Chrome on AndroidAdded Nov 28, 2026 · Last used Dec 3, 2026',
      'Safari on MacAdded Nov 28, 2026 · Never used',
    ]);
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeTruthy();
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    stubApi({ 'GET /api/passkeys': [200, []] });
    renderWithQueries(<PasskeyMethods />);
    expect(await screen.findByText('No passkeys yet.')).toBeTruthy();
    cleanup();
    stubApi({ 'GET /api/passkeys': [500, {}] });
    renderWithQueries(<PasskeyMethods />);
    expect((await screen.findByRole('alert')).textContent).toBe("Couldn't load your passkeys.Try again");
  });

  it('offers no passkey where the browser has none', async () => {
    vi.unstubAllGlobals();
    stubApi({ 'GET /api/passkeys': [200, []] });
    renderWithQueries(<PasskeyMethods />);
    expect(await screen.findByText('This browser cannot use passkeys.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('adds a passkey made by the browser; a closed prompt says nothing', async () => {
    const options = { challenge: 'abc', rp: { id: 'localhost', name: 'Cakeday' } };
    const made = {
      id: 'cred-3',
      rawId: 'cred-3',
      type: 'public-key',
      response: {},
      clientExtensionResults: {},
    };
    stubApi({
      'GET /api/passkeys': [200, []],
      'POST /api/passkeys/registration-options': [200, options],
      'POST /api/passkeys': [201, { ...laptop, id: 'cred-3' }],
    });
    renderWithQueries(<PasskeyMethods />);
    const add = await screen.findByRole('button', { name: 'Add a passkey' });

    browser.startRegistration.mockRejectedValueOnce(cancelled());
    await userEvent.click(add);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/passkeys/registration-options',
    ]);

    browser.startRegistration.mockResolvedValueOnce(made);
    await userEvent.click(add);
    expect(browser.startRegistration).toHaveBeenLastCalledWith({ optionsJSON: options });
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/passkeys')?.body).toEqual(made);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says so in our words when the browser's authenticator already holds one, or the server refuses", async () => {
    stubApi({
      'GET /api/passkeys': [200, []],
      'POST /api/passkeys/registration-options': [200, { challenge: 'abc' }],
      'POST /api/passkeys': [
        400,
        {
          error: {
            code: 'passkey_refused',
            message: 'Cakeday could not confirm this passkey. Please try again.',
          },
        },
      ],
    });
    renderWithQueries(<PasskeyMethods />);
    const add = await screen.findByRole('button', { name: 'Add a passkey' });
    browser.startRegistration.mockRejectedValueOnce(
      Object.assign(new Error('The authenticator was previously registered'), {
        name: 'InvalidStateError',
        code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      }),
    );
    await userEvent.click(add);
    expect(screen.getByRole('alert').textContent).toBe(
      'This device already holds a passkey for your account.',
    );
    browser.startRegistration.mockResolvedValueOnce({ id: 'x' });
    await userEvent.click(add);
    expect(screen.getByRole('alert').textContent).toBe(
      'Cakeday could not confirm this passkey. Please try again.',
    );
  });

  it('renames in place: Enter saves a trimmed name, an empty one is pointed out, Cancel keeps the old', async () => {
    stubApi({
      'GET /api/passkeys': [200, [phone]],
      'PUT /api/passkeys/cred-1': [200, { ...phone, name: 'Work phone' }],
    });
    renderWithQueries(<PasskeyMethods />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Chrome on Android' }));
    const field = screen.getByRole('textbox', { name: 'Passkey name' });
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(screen.getByText('Give the passkey a name')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, '  Work phone {Enter}');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Work phone' });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Rename / }));

    await user.click(screen.getByRole('button', { name: /^Rename / }));
    await user.type(screen.getByRole('textbox', { name: 'Passkey name' }), ' again');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Passkey name' })).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it("removes after a confirmation, and shows the server's reason when it may not", async () => {
    stubApi({
      'GET /api/passkeys': [200, [phone]],
      'DELETE /api/passkeys/cred-1': [
        409,
        {
          error: {
            code: 'passkey_last_method',
            message: 'This passkey is your only way to sign in. Add another way before removing it.',
          },
        },
      ],
    });
    renderWithQueries(<PasskeyMethods />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Chrome on Android' }));
    const confirm = screen.getByRole('group', {
      name: 'Remove “Chrome on Android”? You will no longer sign in with it.',
    });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/passkeys/cred-1']);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This passkey is your only way to sign in. Add another way before removing it.',
    );
  });
});

describe('signing in with a passkey', () => {
  const me = {
    id: 'ABCDEFGHJK',
    phone: '+12015550123',
    timeZone: 'UTC',
    createdAt: 0,
    hasCompletedOnboarding: true,
  };

  it('signs in with the passkey the browser gives; a closed prompt says nothing', async () => {
    stubApi({
      'POST /api/passkeys/sign-in-options': [200, { challenge: 'abc', rpId: 'localhost' }],
      'POST /api/passkeys/sign-in': [200, me],
    });
    const signedIn = vi.fn();
    render(<PasskeySignIn onSignedIn={signedIn} />);
    await closeThenAnswer(screen.getByRole('button', { name: 'Sign in with a passkey' }), answer);
    expect(browser.startAuthentication).toHaveBeenLastCalledWith({
      optionsJSON: { challenge: 'abc', rpId: 'localhost' },
      useBrowserAutofill: false,
    });
    expect(calls.find((c) => c.url === '/api/passkeys/sign-in')?.body).toEqual({ response: answer });
    expect(signedIn.mock.calls).toEqual([[me]]);
  });

  it("shows the server's sentence for a passkey it does not know", async () => {
    const unknown = 'This passkey is not registered here. Sign in another way and add it again.';
    stubApi({
      'POST /api/passkeys/sign-in-options': [200, { challenge: 'abc' }],
      'POST /api/passkeys/sign-in': [400, { error: { code: 'passkey_unknown', message: unknown } }],
    });
    browser.startAuthentication.mockResolvedValueOnce(answer);
    render(<PasskeySignIn onSignedIn={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(screen.getByRole('alert').textContent).toBe(unknown);
  });

  it('waits for a passkey from autofill where the browser offers it, and cancels it when it goes', async () => {
    stubWebAuthn({ autofill: true });
    stubApi({ 'POST /api/passkeys/sign-in-options': [200, { challenge: 'abc' }] });
    browser.startAuthentication.mockReturnValueOnce(new Promise(() => {}));
    const { unmount } = render(<PasskeySignIn onSignedIn={() => {}} />);
    await vi.waitFor(() =>
      expect(browser.startAuthentication).toHaveBeenCalledWith({
        optionsJSON: { challenge: 'abc' },
        useBrowserAutofill: true,
      }),
    );
    unmount();
    await vi.waitFor(() => expect(browser.WebAuthnAbortService.cancelCeremony).toHaveBeenCalled());
  });

  it('asks for no passkey by itself where autofill is not offered, and shows nothing without WebAuthn', async () => {
    stubApi({});
    render(<PasskeySignIn onSignedIn={() => {}} />);
    await act(() => Promise.resolve());
    expect(calls).toEqual([]);
    cleanup();
    vi.unstubAllGlobals();
    const { container } = render(<PasskeySignIn onSignedIn={() => {}} />);
    expect(container.textContent).toBe('');
  });
});

describe('confirming an account deletion with a passkey', () => {
  it('is offered only to an account with a passkey', async () => {
    stubApi({ 'GET /api/passkeys': [200, []] });
    const { container } = renderWithQueries(<ConfirmWithPasskey onConfirmed={async () => {}} />);
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/passkeys']));
    expect(container.textContent).toBe('');
  });

  it("hands on the passkey's answer to this session's challenge; a closed prompt says nothing", async () => {
    stubApi({
      'GET /api/passkeys': [200, [phone]],
      'POST /api/passkeys/reauth-options': [200, { challenge: 'abc', allowCredentials: [{ id: 'cred-1' }] }],
    });
    const confirmed = vi.fn(async () => {});
    renderWithQueries(<ConfirmWithPasskey onConfirmed={confirmed} />);
    await closeThenAnswer(await screen.findByRole('button', { name: 'Use a passkey instead' }), answer);
    expect(browser.startAuthentication).toHaveBeenLastCalledWith({
      optionsJSON: { challenge: 'abc', allowCredentials: [{ id: 'cred-1' }] },
      useBrowserAutofill: false,
    });
    expect(confirmed.mock.calls).toEqual([[answer]]);
  });
});
