import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellContext, ThemeProvider, ToastProvider, type ShellContract } from '@tj/design-system';
import SignInPage from './SignInPage';

const anonymousShell: ShellContract = {
  session: { status: 'anonymous', user: null, refresh: async () => undefined, signOut: async () => undefined },
  analytics: { event: () => undefined },
};

function renderSignIn() {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/sign-in']}>
        <ShellContext.Provider value={anonymousShell}>
          <ToastProvider>
            <SignInPage />
          </ToastProvider>
        </ShellContext.Provider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Login requests stay pending until the test refuses them; the providers lookup answers at once. */
function pendingLogin() {
  let refuse: () => void = () => undefined;
  const logins: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      if (path !== '/api/auth/login') return Promise.resolve(Response.json({ google: false }));
      logins.push(path);
      return new Promise<Response>((resolve) => {
        refuse = () => resolve(Response.json({ message: 'Invalid credentials' }, { status: 401 }));
      });
    }),
  );
  return { logins, refuse: () => refuse() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Sign In while the request runs', () => {
  it('keeps focus in the field Enter was pressed in, and sends one request however often Enter is pressed', async () => {
    const login = pendingLogin();
    renderSignIn();
    await userEvent.type(screen.getByLabelText('Username or Email'), 'trader');
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'secret1{Enter}');

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(password).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(login.logins).toHaveLength(1);

    login.refuse();
    expect(await screen.findByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-busy');
    expect(password).toHaveFocus();
  });

  it('keeps focus on Sign In when it was pressed', async () => {
    const login = pendingLogin();
    renderSignIn();
    await userEvent.type(screen.getByLabelText('Username or Email'), 'trader');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    signIn.focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBe(signIn);
    expect(signIn).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(signIn);
    expect(login.logins).toHaveLength(1);

    login.refuse();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toHaveFocus();
  });
});
