// @vitest-environment jsdom

import { INTEREST_GROUPS, MAX_INTERESTS } from '@shared/constants';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
const tabs = () => screen.getByRole('tablist', { name: 'Interest groups' });
const tab = (name: string) => within(tabs()).getByRole('tab', { name });

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
      expect(within(tabs()).getByRole('tab', { name: group })).toBeTruthy();
    }
    expect(tab('Hobbies').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Hobbies' }).id).toBe(
      tab('Hobbies').getAttribute('aria-controls'),
    );
    const options = within(screen.getByRole('toolbar', { name: 'Hobbies interests' })).getAllByRole('button');
    expect(options.map((b) => b.textContent)).toEqual([...(INTEREST_GROUPS.hobbies ?? [])]);
  });

  it('switches groups', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('Wellness'));
    expect(tab('Wellness').getAttribute('aria-selected')).toBe('true');
    expect(tab('Hobbies').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('button', { name: 'Yoga' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reading' })).toBeNull();
  });

  it('toggles options on and off and counts them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(option('Reading'));
    await user.click(option('Travel'));
    await user.click(tab('Entertainment'));
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

  it(`stops adding at ${MAX_INTERESTS} interests, the chips still reachable`, async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: MAX_INTERESTS }, (_, i) => `Custom ${i}`);
    render(<Harness initial={many} />);
    expect(option('Reading').getAttribute('aria-disabled')).toBe('true');
    await user.click(option('Reading'));
    option('Travel').focus();
    await user.keyboard('{Enter}');
    expect(value()).toEqual(many);
    expect((screen.getByRole('button', { name: 'Remove Custom 0' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  describe('keys', () => {
    const focused = () => document.activeElement;
    const toolbar = () => screen.getByRole('toolbar', { name: /interests$/ });
    const tabStops = (container: HTMLElement) =>
      [...container.querySelectorAll<HTMLElement>('button')].filter((b) => b.tabIndex === 0);

    it('the group tabs are one tab stop; arrows open the next group, wrapping, Home and End the ends', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.tab();
      expect(focused()).toBe(tab('Hobbies'));
      expect(tabStops(tabs())).toEqual([tab('Hobbies')]);
      await user.keyboard('{ArrowRight}');
      expect(focused()).toBe(tab('Entertainment'));
      expect(tab('Entertainment').getAttribute('aria-selected')).toBe('true');
      expect(toolbar().getAttribute('aria-label')).toBe('Entertainment interests');
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(focused()).toBe(tab('Social'));
      expect(option(INTEREST_GROUPS.social?.[0] ?? '')).toBeTruthy();
      await user.keyboard('{ArrowRight}');
      expect(focused()).toBe(tab('Hobbies'));
      await user.keyboard('{End}');
      expect(focused()).toBe(tab('Social'));
      await user.keyboard('{Home}');
      expect(focused()).toBe(tab('Hobbies'));
      // Tab leaves the tabs for the open group's chips, entered at the first.
      await user.keyboard('{ArrowDown}');
      await user.tab();
      expect(focused()).toBe(option(INTEREST_GROUPS.entertainment?.[0] ?? ''));
    });

    it('a removed chip hands focus to the next Remove button, then the last, then the open group', async () => {
      const user = userEvent.setup();
      render(<Harness initial={['Reading', 'Yoga', 'Chess']} />);
      screen.getByRole('button', { name: 'Remove Reading' }).focus();
      await user.keyboard('{Enter}');
      expect(focused()).toBe(screen.getByRole('button', { name: 'Remove Yoga' }));
      await user.tab();
      await user.keyboard('{Enter}');
      expect(value()).toEqual(['Yoga']);
      expect(focused()).toBe(screen.getByRole('button', { name: 'Remove Yoga' }));
      await user.keyboard('{ }');
      expect(value()).toEqual([]);
      expect(focused()).toBe(tab('Hobbies'));
    });

    it('the chips are one tab stop: arrows move (wrapping), Home/End, Space and Enter toggle', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      const hobbies = INTEREST_GROUPS.hobbies ?? [];
      await user.tab();
      await user.tab();
      expect(focused()).toBe(option(hobbies[0] ?? ''));
      expect(tabStops(toolbar())).toHaveLength(1);
      await user.keyboard('{ArrowRight}{ }');
      expect(value()).toEqual([hobbies[1]]);
      expect(focused()).toBe(option(hobbies[1] ?? ''));
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(focused()).toBe(option(hobbies.at(-1) ?? ''));
      await user.keyboard('{Enter}');
      expect(value()).toEqual([hobbies[1], hobbies.at(-1)]);
      await user.keyboard('{ArrowDown}');
      expect(focused()).toBe(option(hobbies[0] ?? ''));
      await user.keyboard('{End}');
      expect(focused()).toBe(option(hobbies.at(-1) ?? ''));
      await user.keyboard('{ }');
      expect(value()).toEqual([hobbies[1]]);
      await user.keyboard('{Home}{ArrowUp}');
      expect(focused()).toBe(option(hobbies.at(-1) ?? ''));
      expect(tabStops(toolbar())).toEqual([option(hobbies.at(-1) ?? '')]);
      // Tab leaves the chips for the next field; coming back starts at the first chip again.
      await user.tab();
      expect(focused()).toBe(screen.getByLabelText('Other interest'));
      await user.tab({ shift: true });
      expect(focused()).toBe(option(hobbies[0] ?? ''));
    });
  });
});
