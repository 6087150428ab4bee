import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_TEXT, AccountDeletedNotice } from './AccountDeletedNotice';
import { renderLanding } from '../test-utils/renderLanding';

describe('AccountDeletedNotice', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says the account is gone when Delete Account landed here, and drops the query from the address', async () => {
    window.history.replaceState(null, '', '/?account=deleted#features');
    renderLanding(<AccountDeletedNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent(`Account deleted. ${ACCOUNT_DELETED_TEXT}`);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/#features');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing on an ordinary visit', () => {
    window.history.replaceState(null, '', '/?account=other');
    renderLanding(<AccountDeletedNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(window.location.search).toBe('?account=other');
  });
});
