// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WishModal, type WishTarget } from './wish-modal';

const confetti = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: confetti }));

const phone = { phoneNumber: '2015550123', countryCode: '+1' };
const grandpa: WishTarget = { id: 'b1', name: 'Grandpa Joe', kind: 'remembrance', ...phone };
const ada: WishTarget = { id: 'b2', name: 'Ada', ...phone };

function answering(text: string, tone: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ text, belated: false, tone, language: 'en', source: 'ai' })),
  );
}

beforeEach(() => {
  confetti.mockReset();
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});
afterEach(() => vi.unstubAllGlobals());

function open(target: WishTarget) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WishModal
        target={target}
        settings={{ tone: 'friendly', language: 'en' }}
        onClose={() => {}}
        onOpenMessageSettings={() => {}}
      />
    </QueryClientProvider>,
  );
}

describe('the wish modal', () => {
  it('writes a message for a remembrance, sends it with no confetti and no celebration', async () => {
    answering('Thinking of you today, remembering Grandpa Joe. 🤍', 'remembrance');
    open(grandpa);
    expect(screen.getByRole('dialog', { name: 'Write a message' })).toBeTruthy();
    expect(
      await screen.findByDisplayValue('Thinking of you today, remembering Grandpa Joe. 🤍'),
    ).toBeTruthy();
    expect(screen.getByText('Remembrance · English')).toBeTruthy();
    const sms = screen.getByRole('link', { name: 'SMS' });
    sms.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(sms);
    expect(screen.getByRole('status').textContent).toBe('Sent.Your message for Grandpa Joe is on its way.');
    expect(confetti).not.toHaveBeenCalled();
  });

  it('still sends birthday wishes with confetti', async () => {
    answering('Happy birthday, Ada! 🎉', 'friendly');
    open(ada);
    expect(screen.getByRole('dialog', { name: 'Send Birthday Wishes' })).toBeTruthy();
    await screen.findByDisplayValue('Happy birthday, Ada! 🎉');
    const sms = screen.getByRole('link', { name: 'SMS' });
    sms.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(sms);
    expect(screen.getByRole('status').textContent).toBe('Sent! 🎉Your wish for Ada is on its way.');
    expect(confetti).toHaveBeenCalledTimes(1);
  });
});
