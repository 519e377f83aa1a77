// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { INTEREST_GROUPS, MAX_INTERESTS } from '../../shared/constants';
import { InterestsPicker } from './interests-picker';

function Harness({ initial = [], onSubmit }: { initial?: string[]; onSubmit?: () => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <InterestsPicker value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </form>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];
const option = (name: string) => screen.getByRole('button', { name });

describe('InterestsPicker', () => {
  it('shows the 8 groups with hobbies open by default', () => {
    render(<Harness />);
    expect(screen.getByText('Interests')).toBeTruthy();
    expect(screen.getByText('0 selected')).toBeTruthy();
    for (const group of [
      'Hobbies',
      'Entertainment',
      'Lifestyle',
      'Activities',
      'Wellness',
      'Learning',
      'Creative',
      'Social',
    ]) {
      expect(screen.getByRole('button', { name: group })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Hobbies' }).getAttribute('aria-pressed')).toBe('true');
    const options = within(screen.getByRole('group', { name: 'Hobbies interests' })).getAllByRole('button');
    expect(options.map((b) => b.textContent)).toEqual([...(INTEREST_GROUPS.hobbies ?? [])]);
  });

  it('switches groups', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Wellness' }));
    expect(screen.getByRole('button', { name: 'Wellness' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hobbies' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Yoga' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reading' })).toBeNull();
  });

  it('toggles options on and off and counts them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(option('Reading'));
    await user.click(option('Travel'));
    await user.click(screen.getByRole('button', { name: 'Entertainment' }));
    await user.click(option('TV Shows'));
    expect(value()).toEqual(['Reading', 'Travel', 'TV Shows']);
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(option('TV Shows').getAttribute('aria-pressed')).toBe('true');
    await user.click(option('TV Shows'));
    expect(value()).toEqual(['Reading', 'Travel']);
    expect(option('TV Shows').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('2 selected')).toBeTruthy();
  });

  it('removes a selected interest with its chip button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Reading', 'Yoga']} />);
    expect(option('Reading').getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Remove Reading' }));
    expect(value()).toEqual(['Yoga']);
    expect(screen.queryByRole('button', { name: 'Remove Reading' })).toBeNull();
    expect(option('Reading').getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Remove Yoga' }));
    expect(value()).toEqual([]);
    expect(screen.getByText('0 selected')).toBeTruthy();
  });

  it('adds a custom interest trimmed, once, without submitting the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Other interest') as HTMLInputElement;
    const add = screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(input, '  Rock climbing  {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(value()).toEqual(['Rock climbing']);
    expect(input.value).toBe('');
    expect(screen.getByRole('button', { name: 'Remove Rock climbing' })).toBeTruthy();
    // Duplicates (any case) are not added twice; a listed option keeps its listed spelling.
    await user.type(input, 'rock CLIMBING');
    await user.click(add);
    await user.type(input, 'reading{Enter}');
    expect(value()).toEqual(['Rock climbing', 'Reading']);
    // Blank text adds nothing.
    await user.type(input, '   ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(value()).toEqual(['Rock climbing', 'Reading']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(`stops adding at ${MAX_INTERESTS} interests`, () => {
    const many = Array.from({ length: MAX_INTERESTS }, (_, i) => `Custom ${i}`);
    render(<Harness initial={many} />);
    expect((option('Reading') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove Custom 0' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
