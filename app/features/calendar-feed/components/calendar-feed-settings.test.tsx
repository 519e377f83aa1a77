// @vitest-environment jsdom
// No database: the feed API answered by a stubbed fetch.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarFeedSettings } from './calendar-feed-settings';

const URL_MADE = 'https://cakeday.example/calendar/abc.ics';

afterEach(() => vi.unstubAllGlobals());

describe('CalendarFeedSettings', () => {
  it('keeps showing the URL it made when the feed is read again (a tab catching up after a reconnect)', async () => {
    let made = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'POST') made = true;
        // Only the hash is stored: the server never says the URL again after it made it.
        const body =
          init?.method === 'POST'
            ? { active: true, createdAt: 1, url: URL_MADE }
            : { active: made, createdAt: made ? 1 : null, url: null };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CalendarFeedSettings />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create Feed URL' }));
    const field = await screen.findByRole('textbox', { name: 'Calendar feed URL' });
    expect((field as HTMLInputElement).value).toBe(URL_MADE);
    await act(async () => {
      await client.invalidateQueries();
      // The answer's render lands after the refetch resolves.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(client.getQueryData(['calendar-feed'])).toMatchObject({ url: null });
    expect((screen.getByRole('textbox', { name: 'Calendar feed URL' }) as HTMLInputElement).value).toBe(
      URL_MADE,
    );
  });
});
