// @vitest-environment jsdom

import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LeadTimesEditor } from './lead-times-editor';

function Editor({ initial }: { initial: number[] }) {
  const [value, setValue] = useState(initial);
  return <LeadTimesEditor legend="When to remind me" value={value} onChange={setValue} />;
}

const chips = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('LeadTimesEditor', () => {
  it("shows the spec's words for 7, 1 and 0, adds a number with Enter, farthest first", async () => {
    const user = userEvent.setup();
    render(<Editor initial={[7, 1, 0]} />);
    expect(chips()).toEqual(['A week before', 'A day before', 'On the day']);
    await user.type(screen.getByLabelText('Days before (0 to 60)'), '30{Enter}');
    expect(chips()).toEqual(['30 days before', 'A week before', 'A day before', 'On the day']);
    expect(screen.getByLabelText<HTMLInputElement>('Days before (0 to 60)').value).toBe('');
  });

  it('removes a chip with its button, from the keyboard too', async () => {
    const user = userEvent.setup();
    render(<Editor initial={[7, 1]} />);
    screen.getByRole('button', { name: 'Remove A week before' }).focus();
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['A day before']);
    await user.click(screen.getByRole('button', { name: 'Remove A day before' }));
    expect(screen.getByText('No reminders')).toBeTruthy();
  });

  it('says in our words why 61, -1, 2.5, an empty box, a repeat or a sixth cannot be added', async () => {
    const user = userEvent.setup();
    render(<Editor initial={[7, 1, 0, 2]} />);
    const input = screen.getByLabelText('Days before (0 to 60)');
    const add = screen.getByRole('button', { name: 'Add' });
    for (const typed of ['61', '-1', '2.5']) {
      await user.clear(input);
      await user.type(input, typed);
      await user.click(add);
      expect(screen.getByRole('alert').textContent).toBe('Choose a whole number of days from 0 to 60');
    }
    await user.clear(input);
    await user.click(add);
    expect(screen.getByRole('alert').textContent).toBe('Choose a whole number of days from 0 to 60');
    await user.type(input, '7');
    await user.click(add);
    expect(screen.getByRole('alert').textContent).toBe('That reminder time is already on the list');
    await user.clear(input);
    await user.type(input, '60{Enter}');
    expect(chips()).toHaveLength(5);
    await user.type(input, '3{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Choose at most 5 reminder times');
    expect(chips()).toHaveLength(5);
  });
});
