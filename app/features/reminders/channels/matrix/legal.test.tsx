// @vitest-environment jsdom

import { PrivacyModal } from '@app/components/legal-modals';
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';

/** The text of the section under this heading. */
const section = (heading: string) =>
  within(screen.getByRole('dialog')).getByRole('heading', { name: heading }).nextElementSibling?.textContent;

// Matrix's sentences come from its definition (shared/channels/matrix/): Privacy says them where they belong.
it('Privacy says what is stored for Matrix and where its reminders go', () => {
  render(<PrivacyModal open onOpenChange={() => {}} />);
  expect(section('What we store')).toContain(
    'If you set up Matrix, we store your Matrix homeserver, room ID and access token.',
  );
  expect(section('Who receives what')).toContain(
    "Matrix reminders go to your homeserver, which receives the birthday's name, date and the reminder's text and passes them to the room's members.",
  );
});
