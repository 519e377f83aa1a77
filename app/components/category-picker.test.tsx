// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryPicker } from './category-picker';

// jsdom has no CSS.escape, which user-event uses to find the radios of a group for arrow keys.
if (!window.CSS?.escape) {
  Object.defineProperty(window, 'CSS', {
    configurable: true,
    value: { ...window.CSS, escape: (s: string) => s.replace(/[^\w-]/g, '\\$&') },
  });
}

function Harness({
  initial = 'family',
  customCategories = [],
  onSubmit,
}: {
  initial?: string;
  customCategories?: string[];
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <CategoryPicker value={value} onChange={setValue} customCategories={customCategories} />
      <output data-testid="value">{value}</output>
    </form>
  );
}

const group = () => screen.getByRole('radiogroup', { name: 'Category' });
const radioNames = () =>
  within(group())
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.textContent);
const checkedRadio = () => within(group()).getByRole('radio', { checked: true });
const value = () => screen.getByTestId('value').textContent;

describe('CategoryPicker', () => {
  it('lists built-ins capitalised, then custom categories deduped, then an unknown current value', () => {
    render(<Harness initial="imported" customCategories={['gym', 'work', 'gym', 'book club']} />);
    expect(radioNames()).toEqual(['Family', 'Friends', 'Work', 'Other', 'Gym', 'Book club', 'Imported']);
    expect(within(group()).getByRole('radio', { name: 'Imported' })).toBe(checkedRadio());
  });

  it('selects a category on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Work' }));
    expect(value()).toBe('work');
    expect((screen.getByRole('radio', { name: 'Work' }) as HTMLInputElement).checked).toBe(true);
  });

  it('is keyboard operable: Tab into the group, arrows move the selection', async () => {
    const user = userEvent.setup();
    render(<Harness initial="friends" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Friends' }));
    await user.keyboard('{ArrowRight}');
    expect(value()).toBe('work');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Work' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(value()).toBe('family');
    // Around the ends, and Home/End.
    await user.keyboard('{ArrowLeft}');
    expect(value()).toBe('other');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Other' }));
    await user.keyboard('{ArrowDown}');
    expect(value()).toBe('family');
    await user.keyboard('{End}');
    expect(value()).toBe('other');
    await user.keyboard('{Home}');
    expect(value()).toBe('family');
    expect(document.activeElement).toBe(checkedRadio());
    expect(
      within(group())
        .getAllByRole('radio')
        .filter((r) => r.tabIndex === 0),
    ).toEqual([checkedRadio()]);
    // Tab leaves the group and reaches the '+ New' button.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add custom category' }));
  });

  it('adds a custom category trimmed and lower-cased, with Enter not submitting the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('New category')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Add custom category' });
    expect(toggle.textContent).toContain('New');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const input = screen.getByLabelText('New category');
    expect(document.activeElement).toBe(input);
    await user.type(input, '  Book Club  {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(value()).toBe('book club');
    expect(screen.queryByLabelText('New category')).toBeNull();
    expect(checkedRadio()).toBe(screen.getByRole('radio', { name: 'Book club' }));
    expect(document.activeElement).toBe(checkedRadio());
  });

  it('adds with the Add button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add custom category' }));
    await user.type(screen.getByLabelText('New category'), 'GYM');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(value()).toBe('gym');
  });

  it("shows 'Category cannot be blank' for blank text and keeps the value", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Add custom category' }));
    const input = screen.getByLabelText('New category');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const error = screen.getByText('Category cannot be blank');
    expect(error.className).toContain('field-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(value()).toBe('family');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, 'x');
    expect(screen.queryByText('Category cannot be blank')).toBeNull();
  });
});
