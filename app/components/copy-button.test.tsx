// @vitest-environment jsdom

import { COPY_CONFIRMATION_MS } from '@shared/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@app/lib/toast', () => ({ toast }));

afterEach(() => {
  vi.useRealTimers();
  toast.success.mockReset();
  toast.error.mockReset();
});

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('CopyButton', () => {
  it("copies, says 'Copied' for 2 s besides the toast, then 'Copy' again", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    setClipboard(writeText);
    render(
      <CopyButton text="AB12CD" copied="User ID copied to clipboard!" failed="Failed to copy User ID" />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('AB12CD');
    expect(toast.success).toHaveBeenCalledWith('User ID copied to clipboard!');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('says the failure and stays on Copy when the clipboard refuses', async () => {
    setClipboard(async () => {
      throw new Error('denied');
    });
    render(<CopyButton text="x" copied="Copied!" failed="Failed to copy User ID" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(toast.error).toHaveBeenCalledWith('Failed to copy User ID');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
