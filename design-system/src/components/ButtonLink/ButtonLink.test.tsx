import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a link to its page, announced as a link', () => {
    renderWithTheme(<ButtonLink href="/sign-in">Start Free Trial</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('looks like the button of the same variant', () => {
    renderWithTheme(
      <ButtonLink href="/sign-in" variant="outline">
        Sign In
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(getComputedStyle(link).display).toBe('inline-flex');
    expect(getComputedStyle(link).textDecoration).toBe('none');
  });
});
