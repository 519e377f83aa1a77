// @vitest-environment jsdom

import type { BirthdayAction } from '@app/features/birthdays/components/birthday-actions';
import { BirthdayDetailsModal } from '@app/features/birthdays/components/birthday-details-modal';
import { BirthdayRow } from '@app/features/birthdays/components/birthday-row';
import { birthdayFixture } from '@app/features/birthdays/utils/birthday-fixture';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Music } from 'lucide-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiModalsProvider } from './ai-modals';
import { useBirthdayActions } from './birthday-actions';

const ada = birthdayFixture({ name: 'Ada', date: '1990-12-10' });

beforeEach(() => {
  // The calendar dialog asks whether Google's API is configured; nothing else may call out.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/calendar/config'
        ? Response.json({ googleClientId: null })
        : Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The details modal of Ada with the app's own list of actions, and `more` after it. */
function renderDetails(more: BirthdayAction[] = [], onClose = () => {}) {
  function Details() {
    const actions = useBirthdayActions('Europe/Berlin');
    return (
      <BirthdayDetailsModal
        birthday={ada}
        onClose={onClose}
        onEdit={() => {}}
        me={{ id: 'me', phone: '+15551234567', email: null }}
        actions={[...actions, ...more]}
      />
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AiModalsProvider>
        <Details />
      </AiModalsProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Ada' });
}

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent?.trim() || button.getAttribute('aria-label'));

// The details modal's buttons as they always were, in order (the close button comes first in the DOM).
const DETAILS_BUTTONS = [
  'Close',
  'Send Wishes',
  'Gift Ideas',
  'Edit',
  'Add to Calendar',
  'Share',
  'Share My ID',
  'Delete',
];

describe('birthday actions', () => {
  it('draws the list around the birthday’s own buttons, in the order the details modal always had', () => {
    const dialog = renderDetails();
    expect(buttonNames(dialog)).toEqual(DETAILS_BUTTONS);
  });

  it('draws an entry added to the list, and opens what it names with the birthday', async () => {
    const open = vi.fn();
    const onClose = vi.fn();
    const dialog = renderDetails([{ label: 'Sing a Song', icon: Music, open }], onClose);
    // Entries after Edit come in list order, before the birthday's own Share, Share My ID and Delete.
    expect(buttonNames(dialog)).toEqual([
      ...DETAILS_BUTTONS.slice(0, 5),
      'Sing a Song',
      ...DETAILS_BUTTONS.slice(5),
    ]);
    // Reached and pressed from the keyboard like the others.
    within(dialog).getByRole('button', { name: 'Sing a Song' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledWith(ada);
  });

  it('opens a dialog entry over the details, which stay open beneath it', async () => {
    const onClose = vi.fn();
    const dialog = renderDetails([], onClose);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Calendar' }));
    const calendar = await screen.findByRole('dialog', { name: 'Add to Calendar' });
    expect(
      within(calendar)
        .getByRole('link', { name: /Download \.ics file/ })
        .getAttribute('href'),
    ).toBe(`/api/calendar/birthdays/${ada.id}.ics`);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives a row the buttons of the entries that offer one', async () => {
    const open = vi.fn();
    const song: BirthdayAction = {
      label: 'Sing a Song',
      icon: Music,
      open,
      row: { label: 'Sing', icon: Music, title: (name) => `Sing to ${name}` },
    };
    const noRow: BirthdayAction = { label: 'Gift Ideas', icon: Music, open: () => {} };
    render(
      <ul>
        <BirthdayRow
          birthday={ada}
          today={{ year: 2026, month: 12, day: 10 }}
          occurrence={{ year: 2026, month: 12, day: 10 }}
          onOpen={() => {}}
          actions={[noRow, song]}
        />
      </ul>,
    );
    const sing = screen.getByRole('button', { name: 'Sing' });
    expect(sing.getAttribute('title')).toBe('Sing to Ada');
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(sing);
    expect(open).toHaveBeenCalledWith(ada);
  });
});
