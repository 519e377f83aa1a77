// @vitest-environment jsdom

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyModal, TermsModal } from './legal-modals';

/** The text of the section under this heading. */
const section = (heading: string) =>
  within(screen.getByRole('dialog')).getByRole('heading', { name: heading }).nextElementSibling?.textContent;

// The channels' sentences come from their definitions: these pin what one of them says, where (each
// channel's own folder pins its own, as app/features/reminders/channels/matrix/legal.test.tsx does).
describe('the legal texts of the reminder channels', () => {
  it('Privacy says what is stored for ntfy and where its reminders go', () => {
    render(<PrivacyModal open onOpenChange={() => {}} />);
    expect(section('What we store')).toContain(
      "If you set up ntfy, we store your ntfy topic's address and its access token, if you give one.",
    );
    expect(section('Who receives what')).toContain(
      "Reminders through ntfy go to the topic's address you gave, whose server receives the birthday's name, date and the reminder's text.",
    );
  });

  it('Terms offer email only where the operator has set up a mail server', () => {
    render(<TermsModal open onOpenChange={() => {}} />);
    expect(section('Using Cakeday')).toContain(
      'Cakeday can remind you by email where the operator has set up a mail server.',
    );
  });
});

describe('the legal texts of address books', () => {
  it('Privacy says what is kept for a connected address book: the address, the user name and the encrypted password', () => {
    render(<PrivacyModal open onOpenChange={() => {}} />);
    expect(section('What we store')).toContain(
      "If you connect an address book, we store its server's address, your user name and your app password, encrypted",
    );
    expect(section('Who receives what')).toContain('Cakeday never writes to it.');
  });
});
