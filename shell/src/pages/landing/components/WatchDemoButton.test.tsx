import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullPageLoad } from '../../../routes/fullPageLoad';
import { renderLanding } from '../test-utils/renderLanding';
import { WatchDemoButton } from './WatchDemoButton';

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('WatchDemoButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reports the click, opens the demo session, then loads the dashboard', async () => {
    const assign = vi.spyOn(fullPageLoad, 'assign').mockImplementation(() => undefined);
    const order: string[] = [];
    const fetchStub = vi.fn(async () => {
      order.push('post');
      return json({ success: true }, 200);
    });
    vi.stubGlobal('fetch', fetchStub);
    const { shell } = renderLanding(<WatchDemoButton />);
    vi.mocked(shell.analytics.event).mockImplementation(() => void order.push('event'));

    await userEvent.click(screen.getByRole('button', { name: 'Watch Demo' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(shell.analytics.event).toHaveBeenCalledWith({ action: 'button_click', category: 'engagement', label: 'Watch Demo' });
    expect(order).toEqual(['event', 'post']);
    expect(fetchStub).toHaveBeenCalledWith('/api/demo/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    // Busy until the dashboard replaces the page.
    expect(screen.getByRole('button', { name: 'Watch Demo' })).toHaveAttribute('aria-busy', 'true');
  });

  it('is busy while the session is being opened, and stays focused', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderLanding(<WatchDemoButton />);
    const button = screen.getByRole('button', { name: 'Watch Demo' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    answer(json({ error: 'TOO_MANY_REQUESTS', message: 'Too many demos were opened from your address. Try again in 10 minutes.' }, 429));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it.each([
    ['a refusal with its reason (429)', json({ error: 'TOO_MANY_REQUESTS', message: 'Too many demos were opened from your address. Try again in 10 minutes.' }, 429), 'Could not open the demo: Too many demos were opened from your address. Try again in 10 minutes.'],
    ['a server without the demo (404)', json({ error: 'NOT_FOUND', message: 'Nothing at POST /api/demo/session' }, 404), 'Could not open the demo: Nothing at POST /api/demo/session'],
    ['an answer that is not JSON', new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }), 'Could not open the demo: 502: Bad gateway'],
    ['an empty 404', new Response('', { status: 404 }), 'Could not open the demo: The demo is not available on this server.'],
  ])('says %s on the page and can be tried again', async (_case, response, message) => {
    const assign = vi.spyOn(fullPageLoad, 'assign').mockImplementation(() => undefined);
    const fetchStub = vi.fn(() => Promise.resolve(response));
    vi.stubGlobal('fetch', fetchStub);
    renderLanding(<WatchDemoButton />);
    const button = screen.getByRole('button', { name: 'Watch Demo' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(assign).not.toHaveBeenCalled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();

    fetchStub.mockResolvedValueOnce(json({ success: true }, 200));
    await userEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderLanding(<WatchDemoButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Watch Demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not open the demo: The server could not be reached. Check your connection and try again.');
  });
});
