import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderLanding } from '../test-utils/renderLanding';
import { LandingHeader } from './LandingHeader';

// The toggle shows on phones only (a media query jsdom does not apply), so it is found by what it controls.
const menuToggle = () => document.querySelector<HTMLButtonElement>('button[aria-controls="landing-menu"]')!;

describe('LandingHeader', () => {
  afterEach(cleanup);

  it('links to the sections and, signed out, to Sign In and Start Free Trial', () => {
    renderLanding(<LandingHeader />);
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect(sections.querySelectorAll('a')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '#testimonials');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    // Still the sign-in page, opened in Create Account mode: a trial starts without an account.
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/sign-in?mode=register');
  });

  it.each(['loading', 'anonymous'] as const)('offers Sign In while the session is %s', (status) => {
    renderLanding(<LandingHeader />, { status });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
  });

  it('offers Go to dashboard in place of Sign In to a visitor already signed in', () => {
    renderLanding(<LandingHeader />, { status: 'authenticated' });
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('opens and closes the menu with its toggle, which says what it controls', async () => {
    renderLanding(<LandingHeader />);
    const toggle = menuToggle();
    expect(toggle).toHaveAttribute('aria-label', 'Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('landing-menu')).toHaveAttribute('data-open', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-label', 'Close menu');
    expect(document.getElementById('landing-menu')).toHaveAttribute('data-open', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when an anchor is followed', async () => {
    renderLanding(<LandingHeader />);
    const toggle = menuToggle();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and gives focus back to the toggle', async () => {
    renderLanding(<LandingHeader />);
    const toggle = menuToggle();
    await userEvent.click(toggle);
    screen.getByRole('link', { name: 'Reviews' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
