// @vitest-environment jsdom

import { toast } from '@app/lib/toast';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Toasts } from './toasts';

it('mounts no toaster until the first toast, then shows that toast', async () => {
  const { container } = render(<Toasts />);
  expect(container.innerHTML).toBe('');
  toast.error('Failed to delete birthday');
  expect(await screen.findByText('Failed to delete birthday')).toBeTruthy();
  toast.success('Birthday deleted successfully');
  expect(await screen.findByText('Birthday deleted successfully')).toBeTruthy();
});
