// @vitest-environment jsdom

import type { Birthday } from '@shared/schemas/birthday';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BirthdayForm } from './birthday-form';

const ADA: Birthday = {
  id: 'b1',
  name: 'Ada',
  date: '--12-10',
  calendar: 'gregory',
  leap: false,
  category: 'friends',
  notes: '',
  phoneNumber: null,
  countryCode: null,
  interests: [],
  reminders: [
    { type: 'week', enabled: true },
    { type: 'day', enabled: false },
    { type: 'birthday', enabled: true },
  ],
  leadDays: [7, 0],
  lastNotified: null,
  createdAt: 0,
  updatedAt: 0,
};

/** The API answers every save with this status and error (status 0: the network is down). */
function answerSaves(status: number, error?: { code: string; message: string; field?: string }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      sent.push(init.body ? JSON.parse(String(init.body)) : undefined);
      if (status === 0) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ error }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

function renderForm(birthday?: Birthday) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BirthdayForm birthday={birthday} customCategories={[]} onSaved={() => {}} />
    </QueryClientProvider>,
  );
}

const server500 = { code: 'internal', message: 'An error occurred. Please try again.' };

describe('saving the birthday form', () => {
  it("says 'Failed to add birthday' when adding fails on the server or the network", async () => {
    const user = userEvent.setup();
    for (const status of [500, 0]) {
      answerSaves(status, server500);
      renderForm();
      await user.type(screen.getByLabelText('Name'), 'Grace');
      await user.click(screen.getByRole('button', { name: /^Birthday/ }));
      const picker = screen.getByRole('group', { name: 'Choose date' });
      await user.selectOptions(within(picker).getByLabelText('Month'), 'March');
      await user.click(within(picker).getByRole('gridcell', { name: 'March 3' }));
      await user.click(within(picker).getByRole('button', { name: 'Save' }));
      await user.click(screen.getByRole('button', { name: 'Add Birthday' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Failed to add birthday');
      document.body.innerHTML = '';
    }
  });

  it("says 'Failed to update birthday' when saving an edit fails, and sends the reminders as shown", async () => {
    const user = userEvent.setup();
    const sent = answerSaves(500, server500);
    renderForm(ADA);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update birthday');
    expect(sent[0]).toMatchObject({ name: 'Ada', leadDays: ADA.leadDays });
  });

  it("shows the server's own sentence for what it refused", async () => {
    const user = userEvent.setup();
    answerSaves(409, {
      code: 'duplicate',
      message: 'A birthday for this person on this date already exists',
      field: 'name',
    });
    renderForm(ADA);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('A birthday for this person on this date already exists')).toBeTruthy();
  });
});

describe('a birthday kept in another calendar', () => {
  it('adds a Chinese lunar birthday without a year: the calendar and its month/day are sent', async () => {
    const user = userEvent.setup();
    const sent = answerSaves(500, server500);
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Grandma');
    await user.click(screen.getByRole('button', { name: /^Birthday/ }));
    const picker = screen.getByRole('group', { name: 'Choose date' });
    await user.selectOptions(within(picker).getByLabelText('Calendar'), 'Chinese lunar');
    await within(picker).findByRole('option', { name: '8th month' });
    await user.selectOptions(within(picker).getByLabelText('Month'), '8th month');
    await user.click(
      within(picker).getByRole('gridcell', { name: '15th day of the 8th month (Chinese lunar)' }),
    );
    await user.click(within(picker).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Add Birthday' }));
    await screen.findByRole('alert');
    expect(sent[0]).toMatchObject({ name: 'Grandma', date: '--08-15', calendar: 'chinese', leap: false });
  });

  it('keeps the calendar, leap month, day and year of an edited birthday saved unchanged', async () => {
    const user = userEvent.setup();
    const sent = answerSaves(500, server500);
    renderForm({ ...ADA, date: '2025-06-03', calendar: 'chinese', leap: true });
    expect(
      await screen.findByRole('button', {
        name: 'Birthday 3rd day of the leap 6th month of 2025 (Chinese lunar)',
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('alert');
    expect(sent[0]).toMatchObject({ date: '2025-06-03', calendar: 'chinese', leap: true });
  });

  it('takes a spoken date as a Gregorian one', async () => {
    const user = userEvent.setup();
    const sent = answerSaves(500, server500);
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <BirthdayForm
          birthday={{ ...ADA, date: '--08-15', calendar: 'chinese', leap: false }}
          customCategories={[]}
          onSaved={() => {}}
          voiceInput={(fill) => (
            <button type="button" onClick={() => fill({ date: '--03-07' })}>
              Speak
            </button>
          )}
        />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Speak' }));
    expect(screen.getByRole('button', { name: 'Birthday March 7' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('alert');
    expect(sent[0]).toMatchObject({ date: '--03-07', calendar: 'gregory', leap: false });
  });
});

describe('a remembrance in the Hebrew calendar', () => {
  // hebcal / ICU: 5783 is a common year, so its Adar is remembered in Adar I or Adar II as the family keeps it.
  const GRANDPA: Birthday = {
    ...ADA,
    name: 'Grandpa',
    kind: 'remembrance',
    date: '5783-07-10',
    calendar: 'hebrew-yahrzeit',
    leap: true,
  };

  it('sends a death on 10 Adar 5783 remembered in Adar II as its yahrzeit', async () => {
    const user = userEvent.setup();
    const sent = answerSaves(500, server500);
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Grandpa');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Kind' })).getByText('Remembrance'));
    await user.click(screen.getByRole('button', { name: /^Date/ }));
    const picker = screen.getByRole('group', { name: 'Choose date' });
    await user.selectOptions(within(picker).getByLabelText('Calendar'), 'Hebrew');
    await within(picker).findByRole('option', { name: 'Tishrei' });
    await user.type(within(picker).getByLabelText('Year in the Hebrew calendar (optional)'), '5783');
    await user.selectOptions(within(picker).getByLabelText('Month'), 'Adar');
    await user.click(within(picker).getByRole('gridcell', { name: '10 Adar (Hebrew)' }));
    await user.click(within(picker).getByRole('button', { name: 'Save' }));
    const custom = screen.getByRole('radiogroup', { name: 'In a leap year, remembered in' });
    expect((within(custom).getByRole('radio', { name: 'Adar I' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(custom).getByRole('radio', { name: 'Adar II' }));
    await user.click(screen.getByRole('button', { name: 'Add Date' }));
    await screen.findByRole('alert');
    expect(sent[0]).toMatchObject({
      name: 'Grandpa',
      kind: 'remembrance',
      date: '5783-07-10',
      calendar: 'hebrew-yahrzeit',
      leap: true,
    });
  });

  it('edits it as its Hebrew date of death with Adar II chosen, once the calendars have loaded', async () => {
    const user = userEvent.setup();
    const sent = answerSaves(500, server500);
    renderForm(GRANDPA);
    expect(screen.getByRole('status').textContent).toBe('Loading the Hebrew calendar…');
    const trigger = await screen.findByRole('button', { name: /^Date / });
    expect(trigger.textContent).toBe('10 Adar 5783 (Hebrew)');
    expect((screen.getByRole('radio', { name: 'Adar II' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('alert');
    expect(sent[0]).toMatchObject({ date: '5783-07-10', calendar: 'hebrew-yahrzeit', leap: true });
  });

  it('offers no Adar custom for another kind', async () => {
    renderForm({ ...GRANDPA, kind: 'anniversary', calendar: 'hebrew', leap: false });
    await screen.findByRole('button', { name: /^Date 10 Adar/ });
    expect(screen.queryByRole('radiogroup', { name: 'In a leap year, remembered in' })).toBeNull();
  });
});
