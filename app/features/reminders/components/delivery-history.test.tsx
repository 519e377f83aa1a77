// @vitest-environment jsdom

import type { DeliveryLogEntry } from '@shared/schemas/reminders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDeliveryTime } from '../utils/format';
import { DeliveryHistory } from './delivery-history';

function stubDeliveries(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/notifications/deliveries'
        ? new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404 }),
    ),
  );
}

function renderHistory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DeliveryHistory />
    </QueryClientProvider>,
  );
}

const entry = (over: Partial<DeliveryLogEntry>): DeliveryLogEntry => ({
  id: 'd1',
  birthdayId: 'b1',
  birthdayName: 'Ada Lovelace',
  leadDays: 0,
  occurrence: '2026-12-10',
  channel: 'sms',
  status: 'sent',
  error: null,
  timestamp: Date.UTC(2026, 11, 10, 9),
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('DeliveryHistory', () => {
  it("says 'No reminders sent yet' when there are none", async () => {
    stubDeliveries(200, []);
    renderHistory();
    expect(await screen.findByText('No reminders sent yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent reminders' })).toBeTruthy();
  });

  it('lists each reminder newest first with its type, channel, status and time; a failure shows its error', async () => {
    stubDeliveries(200, [
      entry({ id: 'old', birthdayName: 'Grace Hopper', leadDays: 7, timestamp: Date.UTC(2026, 11, 3, 9) }),
      entry({
        id: 'new',
        leadDays: 1,
        channel: 'push',
        status: 'failed',
        error: 'The push service refused the message',
        timestamp: Date.UTC(2026, 11, 9, 9),
      }),
    ]);
    renderHistory();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);

    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Ada Lovelace')).toBeTruthy();
    expect(first.textContent).toContain('A day before · Push');
    expect(within(first).getByText('Failed')).toBeTruthy();
    expect(within(first).getByText('The push service refused the message')).toBeTruthy();
    expect(within(first).getByText(formatDeliveryTime(Date.UTC(2026, 11, 9, 9))).tagName).toBe('TIME');

    expect(within(second).getByText('Grace Hopper')).toBeTruthy();
    expect(second.textContent).toContain('A week before · SMS');
    expect(within(second).getByText('Sent')).toBeTruthy();
  });

  it("names a lead time of the user's own as the days before, the spec's three in its words", async () => {
    stubDeliveries(200, [
      entry({ id: 'a', leadDays: 30, channel: 'email' }),
      entry({ id: 'b', leadDays: 0 }),
      entry({ id: 'c', leadDays: 2 }),
    ]);
    renderHistory();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('30 days before · Email'),
      expect.stringContaining('On the day · SMS'),
      expect.stringContaining('2 days before · SMS'),
    ]);
  });

  it("names the day-of reminder 'On the day'", async () => {
    stubDeliveries(200, [entry({})]);
    renderHistory();
    expect((await screen.findByRole('listitem')).textContent).toContain('On the day · SMS');
  });

  it('offers Try again when the history cannot be loaded', async () => {
    stubDeliveries(500, { error: { code: 'x', message: 'x' } });
    renderHistory();
    expect(await screen.findByText("Couldn't load your recent reminders.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
