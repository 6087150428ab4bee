import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellContext, ThemeProvider, ToastProvider, type ShellContract } from '@tj/design-system';
import SignInPage from './SignInPage';

const anonymousShell: ShellContract = {
  session: { status: 'anonymous', user: null, refresh: async () => undefined, signOut: async () => undefined },
  analytics: { event: () => undefined },
};

function renderSignIn(shell: ShellContract = anonymousShell, path = '/sign-in') {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <ShellContext.Provider value={shell}>
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

/** A shell that records, in one sequence, the session being read again and each analytics event. */
function recordingShell() {
  const sequence: unknown[] = [];
  const shell: ShellContract = {
    session: {
      status: 'anonymous',
      user: null,
      refresh: async () => {
        sequence.push('session refreshed');
      },
      signOut: async () => undefined,
    },
    analytics: { event: (event) => sequence.push(event) },
  };
  return { shell, sequence };
}

function answering(answers: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => (answers[path] ?? (() => Response.json({ google: true })))()),
  );
}

describe('Sign In analytics (SPEC §7)', () => {
  it('sends login_success after a successful sign-in, once the session was read again (so it follows the user’s consent)', async () => {
    answering({ '/api/auth/login': () => Response.json({ message: 'Signed in' }) });
    const { shell, sequence } = recordingShell();
    renderSignIn(shell);
    await userEvent.type(screen.getByLabelText('Username or Email'), 'trader');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await waitFor(() => expect(sequence).toHaveLength(2));
    expect(sequence).toEqual(['session refreshed', { action: 'login_success', category: 'auth', label: 'password' }]);
  });

  it('sends nothing for a refused sign-in', async () => {
    answering({ '/api/auth/login': () => Response.json({ error: 'invalid_credentials', message: 'Invalid credentials' }, { status: 401 }) });
    const { shell, sequence } = recordingShell();
    renderSignIn(shell);
    await userEvent.type(screen.getByLabelText('Username or Email'), 'trader');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-1{Enter}');
    expect(await screen.findByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-busy');
    expect(sequence).toEqual([]);
  });

  it('sends signup_attempt when Create Account is submitted', async () => {
    answering({ '/api/auth/register': () => Response.json({ error: 'account_exists', message: 'That account exists' }, { status: 409 }) });
    const { shell, sequence } = recordingShell();
    renderSignIn(shell);
    await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    await userEvent.type(screen.getByLabelText('Username'), 'trader');
    await userEvent.type(screen.getByLabelText('Email'), 'trader@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await waitFor(() => expect(sequence).toEqual([{ action: 'signup_attempt', category: 'auth', label: 'sign_in_page' }]));
  });

  it('sends google_auth_attempt when Continue with Google is pressed', async () => {
    answering({});
    const { shell, sequence } = recordingShell();
    renderSignIn(shell);
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    // jsdom does not navigate to /api/login: it prints that navigation is not implemented.
    await userEvent.click(google);
    expect(sequence).toEqual([{ action: 'google_auth_attempt', category: 'auth', label: 'sign_in_page' }]);
  });
});

describe('the mode it opens in', () => {
  it('opens in Create Account mode from Start Free Trial (?mode=register)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ google: true }))));
    renderSignIn(anonymousShell, '/sign-in?mode=register');
    expect(screen.getByRole('heading', { name: 'Create Account', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('opens in Sign In mode otherwise', () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ google: true }))));
    renderSignIn();
    expect(screen.getByRole('heading', { name: 'Sign In', level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});

describe('back from Google', () => {
  it('says why an account whose address is not verified was not signed in with Google', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ google: true }))));
    renderSignIn(anonymousShell, '/sign-in?error=google_account_unverified');
    expect(
      await screen.findByText(
        'An account with this email address already exists, but its address has not been verified. Sign in with its password (or use Forgot Password), verify the address from the link we email you, then use Continue with Google.',
      ),
    ).toBeInTheDocument();
  });
});
