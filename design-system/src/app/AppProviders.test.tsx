import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShell, type ShellAnalytics, type ShellUser } from '../contracts/shell';
import { AppProviders } from './AppProviders';

const ADA: ShellUser = { id: '7', username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: null, profileImageUrl: null, usageAnalytics: false };

/** The analytics of the shell, recording the sessions it is told and each event, in one sequence. */
function recordingAnalytics() {
  const sequence: unknown[] = [];
  const analytics: ShellAnalytics = {
    event: (event) => sequence.push(`event ${event.action}`),
    followSession: (user) => sequence.push(user ? `session ${user.username} usageAnalytics=${user.usageAnalytics}` : 'session anonymous'),
  };
  return { analytics, sequence };
}

let shell: ReturnType<typeof useShell> | undefined;
function ShellProbe() {
  shell = useShell();
  return <p>{shell.session.status}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shell = undefined;
});

describe('AppProviders and the session asked as the app started', () => {
  it('reads that answer for its first session instead of asking again; a later refresh asks', async () => {
    const fetchMock = vi.fn(async () => Response.json({ error: 'unauthenticated' }, { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <AppProviders firstSession={Promise.resolve(ADA)}>
        <ShellProbe />
      </AppProviders>,
    );
    await screen.findByText('authenticated');
    expect(shell!.session.user).toEqual(ADA);
    expect(fetchMock).not.toHaveBeenCalled();

    await act(() => shell!.session.refresh());
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', { credentials: 'include' });
    expect(screen.getByText('anonymous')).toBeInTheDocument();
  });
});

describe('AppProviders and the analytics', () => {
  it('tells the analytics each resolved session before session.refresh() resolves, and the end of the session at sign-out', async () => {
    let signedIn = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === '/api/logout') return new Response(null, { status: 204 });
        return signedIn ? Response.json(ADA) : Response.json({ error: 'unauthenticated' }, { status: 401 });
      }),
    );
    const { analytics, sequence } = recordingAnalytics();
    render(
      <AppProviders analytics={analytics}>
        <ShellProbe />
      </AppProviders>,
    );
    await screen.findByText('anonymous');
    expect(sequence).toEqual(['session anonymous']);

    // A sign-in, then an event sent the moment refresh() resolves: the analytics already knows the user.
    signedIn = true;
    await act(async () => {
      await shell!.session.refresh();
      shell!.analytics.event({ action: 'login_success', category: 'auth', label: 'password' });
    });
    expect(sequence).toEqual(['session anonymous', 'session ada usageAnalytics=false', 'event login_success']);
    await waitFor(() => expect(screen.getByText('authenticated')).toBeInTheDocument());

    await act(() => shell!.session.signOut());
    expect(sequence.at(-1)).toBe('session anonymous');
  });

  it('does not decide the consent when the user call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 503 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { analytics, sequence } = recordingAnalytics();
    render(
      <AppProviders analytics={analytics}>
        <ShellProbe />
      </AppProviders>,
    );
    await screen.findByText('anonymous');
    expect(sequence).toEqual([]);
    warn.mockRestore();
  });
});
