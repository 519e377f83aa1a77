// @vitest-environment jsdom

import type { AuthenticationResponse } from '@shared/schemas/passkeys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountModal } from './delete-account-modal';

type Call = { url: string; body: unknown };
const answer: AuthenticationResponse = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an old session deleting the account', () => {
  it('may confirm with another way (a passkey) beside the texted code, which is still sent', async () => {
    const calls: Call[] = [];
    let deletes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const json = (status: number, body: unknown) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (url === '/api/account/reauth-code')
          return json(200, { challengeId: 'c1', phone: '+12015550123', resendAfterSeconds: 60 });
        deletes += 1;
        return deletes === 1
          ? json(403, { error: { code: 'reauth_required', message: 'For your safety, confirm.' } })
          : json(200, { ok: true });
      }),
    );
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <DeleteAccountModal
            open
            onOpenChange={() => {}}
            otherWay={(confirmed) => (
              <button type="button" onClick={() => confirmed(answer)}>
                Use a passkey instead
              </button>
            )}
          />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    expect(within(dialog).queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox'), 'delete my account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    await within(dialog).findByRole('textbox', { name: 'Sign-in code sent to +1 (201) 555-0123' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a passkey instead' }));
    expect(calls.map((c) => c.url)).toEqual([
      '/api/account/delete',
      '/api/account/reauth-code',
      '/api/account/delete',
    ]);
    expect(calls.at(-1)!.body).toEqual({ confirmation: 'delete my account', passkey: answer });
  });
});
