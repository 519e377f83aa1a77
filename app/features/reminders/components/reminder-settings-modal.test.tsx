// @vitest-environment jsdom

import { browserTimeZone } from '@app/lib/time-zones';
import { channelsOn } from '@shared/reminder-channels';
import type { ReminderSettingsWithZone } from '@shared/schemas/reminders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASKED_NOTIFICATION_PERMISSION_KEY, type PushControls } from '../utils/push';
import { ReminderSettingsModal } from './reminder-settings-modal';

const here = browserTimeZone();
// A saved zone that is surely not this machine's, so 'Use <zone>' is offered.
const elsewhere = here === 'Pacific/Auckland' ? 'America/Denver' : 'Pacific/Auckland';

const SAVED: ReminderSettingsWithZone = {
  enabled: true,
  types: { week: true, day: true, today: true },
  channels: channelsOn('sms', 'push'),
  sendHour: 9,
  leadDays: [7, 1, 0],
  digest: { weekly: { on: false, weekday: 1 }, monthly: { on: false }, channels: [] },
  timeZone: here,
};

type Handler = (
  body: unknown,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** A fake /api: GET answers the saved settings, PUT runs `onPut`. Every call is recorded. */
function stubApi({
  saved = SAVED,
  onPut,
  states = {},
}: {
  saved?: ReminderSettingsWithZone;
  onPut?: Handler;
  /** What other GETs answer (a channel's state), by URL. */
  states?: Record<string, unknown>;
} = {}) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const answer =
      url === '/api/reminders/settings' && method === 'GET'
        ? { status: 200, body: saved }
        : url === '/api/reminders/settings' && method === 'PUT'
          ? await (onPut ?? ((b) => ({ status: 200, body: b })))(body)
          : method === 'GET' && url in states
            ? { status: 200, body: states[url] }
            : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, puts: () => calls.filter((c) => c.method === 'PUT') };
}

function fakePush(overrides: Partial<PushControls> = {}): PushControls {
  return {
    state: 'unsubscribed',
    enable: vi.fn(async () => {}),
    disable: vi.fn(async () => {}),
    isMobile: true,
    endpoint: vi.fn(async () => null),
    ...overrides,
  };
}

function renderModal(push: PushControls = fakePush()) {
  const onOpenChange = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <ReminderSettingsModal open onOpenChange={onOpenChange} push={push} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, onOpenChange };
}

const dialog = () => screen.getByRole('dialog', { name: 'Reminder Settings' });
const saveButton = () => within(dialog()).getByRole('button', { name: 'Save Settings' });
const checkbox = (name: string) => within(dialog()).getByRole('checkbox', { name }) as HTMLInputElement;
const sendAt = () => within(dialog()).getByRole('combobox', { name: 'Send at' }) as HTMLSelectElement;
const timeZone = () => within(dialog()).getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
const loaded = async () =>
  (await within(dialog()).findByRole('switch', { name: 'Enable reminders' })) as HTMLInputElement;

beforeEach(() => localStorage.clear());
const remove = (lead: string) =>
  within(dialog()).getByRole<HTMLButtonElement>('button', { name: `Remove ${lead}` });

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-level store: start every test with none.
  toast.dismiss();
});

describe('ReminderSettingsModal', () => {
  it('shows the saved settings once loaded', async () => {
    stubApi({ saved: { ...SAVED, leadDays: [30, 1, 0], sendHour: 18 } });
    renderModal();
    expect(within(dialog()).getByRole('status', { name: 'Loading reminder settings' })).toBeTruthy();
    expect((await loaded()).checked).toBe(true);
    expect(within(dialog()).queryByRole('button', { name: 'Remove A week before' })).toBeNull();
    expect(remove('30 days before')).toBeTruthy();
    expect(remove('A day before')).toBeTruthy();
    expect(remove('On the day')).toBeTruthy();
    expect(checkbox('SMS to my phone').checked).toBe(true);
    expect(sendAt().selectedOptions[0]?.textContent).toBe('6:00 PM');
    expect(timeZone().value).toBe(here);
    expect(within(dialog()).queryByRole('button', { name: /^Use / })).toBeNull();
  });

  it("lists every hour from '12:00 AM' to '11:00 PM'", async () => {
    stubApi();
    renderModal();
    await loaded();
    const labels = [...sendAt().options].map((o) => o.textContent);
    expect(labels).toHaveLength(24);
    expect(labels.slice(0, 2)).toEqual(['12:00 AM', '1:00 AM']);
    expect(labels[9]).toBe('9:00 AM');
    expect(labels[12]).toBe('12:00 PM');
    expect(labels[23]).toBe('11:00 PM');
  });

  it('keeps Save disabled until something changes, and again when the change is undone', async () => {
    const user = userEvent.setup();
    stubApi();
    renderModal();
    await loaded();
    expect(saveButton()).toHaveProperty('disabled', true);
    await user.click(remove('A day before'));
    expect(saveButton()).toHaveProperty('disabled', false);
    await user.type(within(dialog()).getByLabelText('Days before (0 to 60)'), '1{Enter}');
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it("saves the changed settings, says 'Reminder settings saved successfully' and closes", async () => {
    const user = userEvent.setup();
    const api = stubApi();
    const { onOpenChange } = renderModal();
    await loaded();
    await user.selectOptions(sendAt(), '7:00 PM');
    await user.click(remove('A week before'));
    await user.type(within(dialog()).getByLabelText('Days before (0 to 60)'), '30{Enter}');
    await user.click(checkbox('SMS to my phone'));
    await user.click(saveButton());

    expect(await screen.findByText('Reminder settings saved successfully')).toBeTruthy();
    expect(api.puts()).toEqual([
      {
        method: 'PUT',
        url: '/api/reminders/settings',
        body: {
          ...SAVED,
          leadDays: [30, 1, 0],
          channels: { ...SAVED.channels, sms: false },
          sendHour: 19,
        },
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('saves a weekly digest on a weekday and a channel that is on, by keyboard', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    renderModal();
    await loaded();
    const weekday = within(dialog()).getByRole('combobox', { name: 'Send on' }) as HTMLSelectElement;
    expect(weekday.disabled).toBe(true);
    within(dialog()).getByRole('switch', { name: 'Weekly digest' }).focus();
    await user.keyboard(' ');
    expect(weekday.disabled).toBe(false);
    await user.selectOptions(weekday, 'Friday');
    // Only the ways to reach me that are on are offered: SMS and push here.
    const picks = within(within(dialog()).getByRole('group', { name: 'Where the digest goes' })).getAllByRole(
      'checkbox',
    );
    expect(picks.map((p) => p.getAttribute('id')?.split('-').pop())).toEqual(['sms', 'push']);
    await user.click(picks[0]!);
    await user.click(saveButton());

    expect(await screen.findByText('Reminder settings saved successfully')).toBeTruthy();
    expect(api.puts()[0]?.body).toMatchObject({
      digest: { weekly: { on: true, weekday: 5 }, monthly: { on: false }, channels: ['sms'] },
    });
  });

  it('offers the digest only ways to reach me that are set up and not paused', async () => {
    stubApi({
      saved: { ...SAVED, channels: channelsOn('sms', 'email', 'telegram', 'ntfy', 'webhook') },
      states: {
        // An address still waiting for its code, a Telegram paused after failures: not offered.
        '/api/email': { available: true, address: 'ada@example.com', status: 'waiting', paused: null },
        '/api/telegram': { available: true, connected: true, paused: 'Paused after 10 failed deliveries' },
        '/api/channels/ntfy': { destination: { url: 'https://ntfy.sh/ada', hasToken: false, paused: null } },
        '/api/channels/webhook': { destination: null },
      },
    });
    renderModal();
    await loaded();
    const group = within(dialog()).getByRole('group', { name: 'Where the digest goes' });
    await within(group).findByRole('checkbox', { name: 'Digest by ntfy' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((p) => p.getAttribute('id')?.split('-').pop()),
    ).toEqual(['sms', 'ntfy']);
  });

  it("reads 'Saving...' while the save runs", async () => {
    const user = userEvent.setup();
    let finish: (v: { status: number; body?: unknown }) => void = () => {};
    stubApi({ onPut: () => new Promise((resolve) => (finish = resolve)) });
    renderModal();
    await loaded();
    await user.click(remove('On the day'));
    await user.click(saveButton());
    const busy = await within(dialog()).findByRole('button', { name: 'Saving...' });
    expect(busy).toHaveProperty('disabled', true);
    finish({ status: 200, body: { ...SAVED, leadDays: [7, 1] } });
    expect(await screen.findByText('Reminder settings saved successfully')).toBeTruthy();
  });

  it("says 'Failed to save notification settings. Please try again.' and keeps the changes when saving fails", async () => {
    const user = userEvent.setup();
    stubApi({ onPut: () => ({ status: 400, body: { error: { code: 'invalid', message: 'Bad input' } } }) });
    const { onOpenChange } = renderModal();
    await loaded();
    await user.selectOptions(sendAt(), '6:00 AM');
    await user.click(saveButton());

    expect(await screen.findByText('Failed to save notification settings. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Bad input')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(sendAt().value).toBe('6');
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('pauses every reminder with the master switch, keeping the chosen types', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    renderModal();
    const master = await loaded();
    await user.click(master);
    expect(master.checked).toBe(false);
    expect(remove('A week before').matches(':disabled')).toBe(true);
    expect(within(dialog()).getByText('Paused: no reminders are sent.')).toBeTruthy();
    await user.click(saveButton());
    await screen.findByText('Reminder settings saved successfully');
    expect(api.puts()[0]?.body).toEqual({ ...SAVED, enabled: false });
  });

  it("offers 'Use <browser zone>' when the saved zone differs, and saves it", async () => {
    const user = userEvent.setup();
    const api = stubApi({ saved: { ...SAVED, timeZone: elsewhere } });
    renderModal();
    await loaded();
    expect(timeZone().value).toBe(elsewhere);
    await user.click(within(dialog()).getByRole('button', { name: `Use ${here}` }));
    expect(timeZone().value).toBe(here);
    expect(within(dialog()).queryByRole('button', { name: `Use ${here}` })).toBeNull();
    await user.click(saveButton());
    await screen.findByText('Reminder settings saved successfully');
    expect(api.puts()[0]?.body).toMatchObject({ timeZone: here });
  });

  it('offers zones by region under their current names, with this device and UTC first', async () => {
    stubApi();
    renderModal();
    await loaded();
    const groups = [...timeZone().querySelectorAll('optgroup')];
    expect(groups[0]?.label).toBe('Suggested');
    expect([...groups[0]!.querySelectorAll('option')].map((o) => o.value)).toEqual(
      here === 'UTC' ? ['UTC'] : [here, 'UTC'],
    );
    expect(groups[0]!.querySelector('option')?.textContent).toMatch(
      here === 'UTC' ? /^UTC/ : /^This device: /,
    );
    expect(groups.map((g) => g.label)).toEqual(
      expect.arrayContaining(['Africa', 'America', 'Asia', 'Europe', 'Pacific']),
    );
    const values = [...timeZone().options].map((o) => o.value);
    expect(values).toEqual(
      expect.arrayContaining(['Asia/Kolkata', 'Asia/Ho_Chi_Minh', 'Europe/Kyiv', 'America/Nuuk']),
    );
    for (const old of ['Asia/Calcutta', 'Asia/Saigon', 'Europe/Kiev', 'America/Godthab'])
      expect(values).not.toContain(old);
    const asia = groups.find((g) => g.label === 'Asia')!;
    expect([...asia.querySelectorAll('option')].find((o) => o.value === 'Asia/Kolkata')?.textContent).toBe(
      'Kolkata (GMT+5:30)',
    );
  });

  it('shows a zone saved under its old name as today’s, and keeps it until the user changes it', async () => {
    const user = userEvent.setup();
    const api = stubApi({ saved: { ...SAVED, timeZone: 'Asia/Calcutta' } });
    renderModal();
    await loaded();
    expect(timeZone().value).toBe('Asia/Kolkata');
    expect(saveButton()).toHaveProperty('disabled', true);
    await user.selectOptions(sendAt(), '7');
    await user.click(saveButton());
    await screen.findByText('Reminder settings saved successfully');
    expect(api.puts()[0]?.body).toMatchObject({ timeZone: 'Asia/Kolkata', sendHour: 7 });
  });

  it('shows an error with Try again when the settings cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ error: { code: 'x', message: 'x' } }), { status: 500 }),
      ),
    );
    renderModal();
    expect(await within(dialog()).findByText("Couldn't load your reminder settings.")).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('Cancel closes without saving', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    const { onOpenChange } = renderModal();
    await loaded();
    await user.click(remove('A week before'));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(api.puts()).toEqual([]);
  });

  describe('push on this device', () => {
    it('turns push on for this device through the push controls', async () => {
      const user = userEvent.setup();
      stubApi();
      const push = fakePush({ state: 'unsubscribed' });
      renderModal(push);
      await loaded();
      const box = checkbox('Push notifications on this device');
      expect(box.checked).toBe(false);
      expect(within(dialog()).getByText('Optional: SMS reminders already reach your phone.')).toBeTruthy();
      await user.click(box);
      expect(push.enable).toHaveBeenCalledOnce();
    });

    it('turns push off for this device when it is subscribed', async () => {
      const user = userEvent.setup();
      stubApi();
      const push = fakePush({ state: 'subscribed' });
      renderModal(push);
      await loaded();
      const box = checkbox('Push notifications on this device');
      expect(box.checked).toBe(true);
      await user.click(box);
      expect(push.disable).toHaveBeenCalledOnce();
    });

    it('switches the saved push channel on when this device is turned on', async () => {
      const user = userEvent.setup();
      const api = stubApi({ saved: { ...SAVED, channels: channelsOn('sms') } });
      renderModal(fakePush({ state: 'unsubscribed' }));
      await loaded();
      await user.click(checkbox('Push notifications on this device'));
      await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
      await user.click(saveButton());
      await screen.findByText('Reminder settings saved successfully');
      expect(api.puts()[0]?.body).toMatchObject({ channels: { sms: true, push: true } });
    });

    it('shows a reason when push cannot be turned on', async () => {
      const user = userEvent.setup();
      stubApi();
      const push = fakePush({ enable: vi.fn(async () => Promise.reject(new Error('nope'))) });
      renderModal(push);
      await loaded();
      await user.click(checkbox('Push notifications on this device'));
      expect(await within(dialog()).findByRole('alert')).toHaveProperty(
        'textContent',
        "Couldn't turn on notifications on this device.",
      );
    });

    it('is disabled with a short reason when the browser cannot do push', async () => {
      stubApi();
      renderModal(fakePush({ state: 'unsupported' }));
      await loaded();
      expect(checkbox('Push notifications on this device').disabled).toBe(true);
      expect(within(dialog()).getByText("This browser can't show push notifications.")).toBeTruthy();
    });

    it('tells Safari on an iPhone that push needs Cakeday on the Home Screen, and that SMS reaches it meanwhile', async () => {
      stubApi();
      renderModal(fakePush({ state: 'home-screen', isMobile: true }));
      await loaded();
      expect(checkbox('Push notifications on this device').disabled).toBe(true);
      expect(
        within(dialog()).getByText(
          'On iPhone and iPad, push reminders need Cakeday on your Home Screen: tap Share, then Add to Home Screen, and open Cakeday from there. SMS reminders reach you meanwhile.',
        ),
      ).toBeTruthy();
    });

    it('explains how to allow notifications on a computer when the browser blocks them', async () => {
      stubApi();
      renderModal(fakePush({ state: 'denied', isMobile: false }));
      await loaded();
      expect(checkbox('Push notifications on this device').disabled).toBe(true);
      expect(
        within(dialog()).getByText(/blocked for Cakeday.*address bar.*set Notifications to Allow/),
      ).toBeTruthy();
    });

    it('explains it in a phone’s words on a phone, where there is no icon by an address bar to click', async () => {
      stubApi();
      renderModal(fakePush({ state: 'denied', isMobile: true }));
      await loaded();
      const help = within(dialog()).getByText(/blocked for Cakeday/);
      expect(help.textContent).not.toMatch(/click|address bar/);
      expect(help.textContent).toMatch(/tap.*Notifications.*Allow/);
      expect(help.textContent).toMatch(/SMS/);
    });

    it("offers 'Turn on desktop notifications' once on a desktop browser that was never asked", async () => {
      const user = userEvent.setup();
      stubApi();
      const push = fakePush({ state: 'default', isMobile: false });
      const first = renderModal(push);
      await loaded();
      await user.click(within(dialog()).getByRole('button', { name: 'Turn on desktop notifications' }));
      expect(push.enable).toHaveBeenCalledOnce();
      expect(localStorage.getItem(ASKED_NOTIFICATION_PERMISSION_KEY)).toBe('true');
      expect(within(dialog()).queryByRole('button', { name: 'Turn on desktop notifications' })).toBeNull();
      first.unmount();

      renderModal(push);
      await loaded();
      expect(within(dialog()).queryByRole('button', { name: 'Turn on desktop notifications' })).toBeNull();
    });

    it('does not offer desktop notifications on a phone', async () => {
      stubApi();
      renderModal(fakePush({ state: 'default', isMobile: true }));
      await loaded();
      expect(within(dialog()).queryByRole('button', { name: 'Turn on desktop notifications' })).toBeNull();
    });
  });
});
