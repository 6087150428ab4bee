import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '@tj/design-system';
import { renderLanding, stubReducedMotion } from '../test-utils/renderLanding';
import { DemoTicker } from './DemoTicker';

const TICKER = {
  ticker: [
    { symbol: 'AAPL', pnl: '1234.5', trades: 42 },
    { symbol: 'TSLA', pnl: '-310.25', trades: 7 },
    { symbol: 'SPY', pnl: '0', trades: 1 },
  ],
};

function answerTicker(response: Response | Promise<Response>) {
  const fetchStub = vi.fn(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('DemoTicker', () => {
  beforeEach(() => stubReducedMotion(false));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists each symbol of the demo journal once for screen readers, with its P&L and trades', async () => {
    const fetchStub = answerTicker(json(TICKER));
    renderLanding(<DemoTicker />);
    const list = await screen.findByRole('list', { name: 'Demo journal net realized P&L by symbol' });
    expect(fetchStub).toHaveBeenCalledWith('/api/demo/ticker', expect.objectContaining({ credentials: 'same-origin' }));
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AAPL ▲ +$1,234.50 42 trades',
      'TSLA ▼ -$310.25 7 trades',
      'SPY $0.00 1 trade',
    ]);
    // The copy that closes the loop is hidden from assistive technology: one list is read.
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(document.querySelectorAll('ul[aria-hidden="true"] li')).toHaveLength(3);
  });

  it('colours gains and zero green and losses red, with the arrow and the sign saying the same', async () => {
    answerTicker(json(TICKER));
    renderLanding(<DemoTicker />);
    const list = await screen.findByRole('list', { name: /Demo journal/ });
    const amountOf = (text: string) => within(list).getByText(text).closest('span')!;
    expect(getComputedStyle(amountOf('+$1,234.50')).color).toBe(hexToRgb(tokens.color.success));
    expect(getComputedStyle(amountOf('-$310.25')).color).toBe(hexToRgb(tokens.color.destructive));
    expect(getComputedStyle(amountOf('$0.00')).color).toBe(hexToRgb(tokens.color.success));
  });

  it.each([
    ['answers 404 (no demo journal on this server)', () => json({ error: 'NOT_FOUND' }, 404)],
    ['answers something else than a ticker', () => json({ unexpected: true })],
    ['answers text that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('stays empty and quiet when the server %s', async (_case, response) => {
    const fetchStub = answerTicker(response());
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    renderLanding(<DemoTicker />);
    await waitFor(() => expect(fetchStub).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('list')).toBeNull();
    // Its pause button keeps its place, hidden (so nothing moves when entries arrive) and out of the tab order.
    expect(screen.queryByRole('button', { name: 'Pause ticker' })).toBeNull();
    expect(document.querySelector('.ticker-toggle')).toHaveAttribute('data-empty', 'true');
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('stays empty and quiet when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const consoleError = vi.spyOn(console, 'error');
    renderLanding(<DemoTicker />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('list')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('runs, and pauses and plays again with its button', async () => {
    answerTicker(json(TICKER));
    renderLanding(<DemoTicker />);
    await screen.findByRole('list', { name: /Demo journal/ });
    const toggle = screen.getByRole('button', { name: 'Pause ticker' });
    const track = document.querySelector('[data-paused]')!;
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(track).toHaveAttribute('data-paused', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(track).toHaveAttribute('data-paused', 'true');
    await userEvent.click(toggle);
    expect(track).toHaveAttribute('data-paused', 'false');
  });

  it('starts paused for a visitor who asked for reduced motion, who may still play it', async () => {
    stubReducedMotion(true);
    answerTicker(json(TICKER));
    renderLanding(<DemoTicker />);
    await screen.findByRole('list', { name: /Demo journal/ });
    const toggle = screen.getByRole('button', { name: 'Pause ticker' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('[data-paused]')).toHaveAttribute('data-paused', 'true');
    await userEvent.click(toggle);
    expect(document.querySelector('[data-paused]')).toHaveAttribute('data-paused', 'false');
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
