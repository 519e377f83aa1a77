// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from './header';

function bell(props: { todayCount?: number; shareCount?: number }) {
  render(
    <MemoryRouter>
      <Header {...props} onTitleClick={() => {}} />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Notifications' });
  const describedBy = link.getAttribute('aria-describedby');
  return {
    badge: describedBy
      ? document.getElementById(describedBy)?.querySelector('[aria-hidden]')?.textContent
      : null,
    description: describedBy
      ? document.getElementById(describedBy)?.querySelector('.sr-only')?.textContent
      : null,
  };
}

describe('Header bell', () => {
  it('counts pending shares with today’s birthdays', () => {
    expect(bell({ todayCount: 1, shareCount: 2 })).toEqual({
      badge: '3',
      description: '1 birthday today, 2 pending shares',
    });
  });

  it('counts a pending share alone', () => {
    expect(bell({ shareCount: 1 })).toEqual({ badge: '1', description: '1 pending share' });
  });

  it('shows no badge when there is nothing to see', () => {
    expect(bell({})).toEqual({ badge: null, description: null });
  });
});
