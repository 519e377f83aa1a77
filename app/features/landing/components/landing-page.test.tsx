// @vitest-environment jsdom

import { Footer } from '@app/components/footer';
import { TESTIMONIAL_ROTATION_MS } from '@shared/constants';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page';
import { TESTIMONIALS, TestimonialCarousel } from './testimonial-carousel';

afterEach(() => {
  vi.useRealTimers();
});

/** The visible slide: inactive slides are aria-hidden, so role queries only find the active one. */
const activeSlide = () => screen.getByRole('group', { name: /of 3$/ });
const dot = (n: number) => screen.getByRole('button', { name: `Show testimonial ${n}` });

describe('LandingPage', () => {
  it('shows the hero heading, subtitle line and free sign-up note', () => {
    render(<LandingPage onSignUp={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Never Miss a Birthday Again');
    expect(screen.getByText('Free forever · No credit card')).toBeTruthy();
  });

  it('promises wishes in your tone and language, true with an AI model and with the built-in templates alike', () => {
    render(<LandingPage onSignUp={() => {}} />);
    expect(
      screen.getByText(
        'Get reminders by SMS or push notification, birthday wishes in your own tone and language, and gift ideas that actually fit.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/AI-written/)).toBeNull();
  });

  it('shows the stats and the four info tiles', () => {
    render(<LandingPage onSignUp={() => {}} />);
    for (const text of ['10K+', 'Active Users', '200K+', 'Birthdays', '99%', 'On-time']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    for (const title of ['AI-Powered', 'Data Driven', 'Marketing', 'Your Privacy']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
  });

  it('calls onSignUp from the hero button and the closing call to action', async () => {
    const user = userEvent.setup();
    const onSignUp = vi.fn();
    render(<LandingPage onSignUp={onSignUp} />);
    await user.click(screen.getByRole('button', { name: 'Get Started Free' }));
    expect(onSignUp).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sign Up Free' }));
    expect(onSignUp).toHaveBeenCalledTimes(2);
  });

  it('contains the testimonial carousel', () => {
    render(<LandingPage onSignUp={() => {}} />);
    const region = screen.getByRole('region', { name: 'Testimonials' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(region).getAllByRole('button', { name: /^Show testimonial \d$/ })).toHaveLength(3);
  });
});

describe('TestimonialCarousel', () => {
  it('has three testimonials and starts on the first', () => {
    render(<TestimonialCarousel />);
    expect(TESTIMONIALS).toHaveLength(3);
    expect(activeSlide().getAttribute('aria-label')).toBe('1 of 3');
    expect(within(activeSlide()).getByText(TESTIMONIALS[0]!.name)).toBeTruthy();
    expect(dot(1).getAttribute('aria-current')).toBe('true');
    expect(dot(2).hasAttribute('aria-current')).toBe(false);
  });

  it('advances every 5000 ms and wraps around', () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel />);
    expect(TESTIMONIAL_ROTATION_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(activeSlide().getAttribute('aria-label')).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide().getAttribute('aria-label')).toBe('2 of 3');
    expect(within(activeSlide()).getByText(TESTIMONIALS[1]!.name)).toBeTruthy();
    expect(dot(2).getAttribute('aria-current')).toBe('true');
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide().getAttribute('aria-label')).toBe('3 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide().getAttribute('aria-label')).toBe('1 of 3');
  });

  it('shows the clicked testimonial and restarts the timer', () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(dot(3));
    expect(activeSlide().getAttribute('aria-label')).toBe('3 of 3');
    expect(within(activeSlide()).getByText(TESTIMONIALS[2]!.name)).toBeTruthy();
    expect(dot(3).getAttribute('aria-current')).toBe('true');
    expect(dot(1).hasAttribute('aria-current')).toBe(false);
    // The old timer would have fired 2000 ms from here; the restarted one waits a full 5000 ms.
    act(() => vi.advanceTimersByTime(4999));
    expect(activeSlide().getAttribute('aria-label')).toBe('3 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide().getAttribute('aria-label')).toBe('1 of 3');
  });

  it('announces politely only while paused', () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel />);
    const live = activeSlide().parentElement!;
    expect(live.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(live.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide().getAttribute('aria-label')).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide().getAttribute('aria-label')).toBe('2 of 3');
  });
});

describe('Footer', () => {
  it('shows the tagline and copyright', () => {
    render(<Footer />);
    expect(screen.getByText('© 2026 Cakeday')).toBeTruthy();
    expect(screen.getByText(/for people who remember birthdays\./)).toBeTruthy();
  });

  it('opens the Terms of Service modal dated January 11, 2024 and closes it', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(within(dialog).getByText(/January 11, 2024/)).toBeTruthy();
    // The modal's header X is also named 'Close'; the text button sits at the bottom.
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    const bottomClose = closeButtons.find((b) => b.textContent === 'Close')!;
    await user.click(bottomClose);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the Privacy Policy modal dated January 11, 2024', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Privacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(within(dialog).getByText('Last updated: January 11, 2024')).toBeTruthy();
  });

  it('says in the Privacy Policy what a code request stores and for how long, and how long sign-in lasts', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Privacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(
      within(dialog).getByText(
        'Each time a sign-in code is requested we store the phone number, the IP address the request came from and the time, to limit how many codes can be sent; they are deleted after 24 hours. The code itself is stored only as a hash and expires after 10 minutes. A cookie keeps you signed in for 30 days, and the 30 days start again each time you use Cakeday; signing out ends it at once.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/a server without one writes them to its own log instead/)).toBeTruthy();
  });
});
