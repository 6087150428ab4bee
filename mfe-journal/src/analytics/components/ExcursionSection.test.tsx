import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { excursionPoint, excursionScatter } from '../../testing/analyticsFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { Scatter } from '../utils/excursions';
import { ExcursionSection } from './ExcursionSection';

function renderSection(scatter: Scatter, { closedTrades = 27, onOpen = vi.fn() } = {}) {
  const view = renderWithProviders(<ExcursionSection scatter={scatter} closedTrades={closedTrades} minimum={20} timeZone="America/New_York" onOpen={onOpen} opening={false} openFailed={false} />);
  return { ...view, onOpen, region: screen.getByRole('region', { name: 'MAE and MFE of your trades' }) };
}

describe('ExcursionSection', () => {
  it('says how many closed trades have candles and how to give the others theirs, marks too few points, and holds back the readings', () => {
    const { region } = renderSection(excursionScatter() as Scatter);
    expect(region).toHaveTextContent('2 of 27 closed trades have candles.');
    expect(region).toHaveTextContent('This page only reads candles already held, it never fetches them.');
    expect(within(region).getByRole('link', { name: 'Trade History' })).toHaveAttribute('href', '/history');
    expect(within(region).getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/import');
    expect(region).toHaveTextContent('Not enough data Under 20 trades with candles the points describe single trades, not a pattern.');
    expect(region).toHaveTextContent('Losers that were winners firstNeeds 20 losers with candles; there is 1.');
    expect(region).toHaveTextContent('Share of the MFE winners keptNeeds 20 winners with candles; there is 1.');
  });

  it('draws a point per trade, winners and losers in their own shapes, with labelled axes, and a point opens its trade', () => {
    const { region, onOpen, container } = renderSection(excursionScatter() as Scatter);
    const chart = within(region).getByRole('img', { name: 'MAE against MFE, one point per trade' });
    expect(chart).toHaveTextContent('2 trades: 1 winners, 1 losers, 0 scratches; MAE up to $60.00, MFE up to $75.00.');
    expect(chart).toHaveTextContent('MAE: how far it went against you ($)');
    expect(chart).toHaveTextContent('MFE: how far it went for you ($)');
    expect(within(region).getByRole('list', { name: 'Legend' }).textContent).toBe('Winner (1)Loser (1)Scratch (0)');
    // Victory draws the points in data order: the first is the newest, the MSFT loser.
    const shapes = [...container.querySelectorAll<SVGPathElement>('svg[role="img"] path')].filter((path) => path.getAttribute('style')?.includes('cursor: pointer'));
    expect(shapes).toHaveLength(2);
    // The loser a red triangle (three straight sides), the winner a green circle (two arcs): shape as well as colour.
    expect(shapes[0]!.getAttribute('d')!.replace(/\s+/g, ' ')).toMatch(/^M [\d., ]+L [\d., ]+L [\d., ]+z$/);
    expect(shapes[0]!.style.fill).toBe('rgb(248, 113, 113)');
    expect(shapes[1]!.getAttribute('d')).toContain('a 4, 4 0 1,0 8,0');
    expect(shapes[1]!.style.fill).toBe('rgb(34, 197, 94)');
    fireEvent.click(shapes[0]!);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ tradeId: '7', symbol: 'MSFT' }));
  });

  it('gives the same points as a table behind a button, each row opening its trade by keyboard', async () => {
    const user = userEvent.setup();
    const { region, onOpen } = renderSection(excursionScatter() as Scatter);
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    const toggle = within(region).getByRole('button', { name: 'Show the 2 trades as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(region).getByRole('table', { name: 'MAE and MFE of each trade, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Trade', 'Exit', 'Result', 'P&L', 'MAE', 'MFE', 'MAE in R', 'MFE in R', 'MFE kept']);
    expect(rows[1]).toHaveTextContent('MSFTMar 14, 2025, 11:20 AMLoser-$45.00$60.00$20.00——-225%');
    expect(rows[2]).toHaveTextContent('AAPLMar 14, 2025, 9:45 AMWinner+$75.00$5.00$75.000.1R1.5R100%');
    within(table).getByRole('button', { name: 'Open trade MSFT short, Mar 14, 2025, 11:20 AM' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ tradeId: '7' }));
    await user.click(within(region).getByRole('button', { name: 'Hide the table' }));
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });

  it('gives the readings with their samples once there are enough trades, and says when only the newest are shown', () => {
    const points = Array.from({ length: 30 }, (_, index) => excursionPoint(String(index), { netPnl: index < 24 ? '-10' : '20' }));
    const { region } = renderSection({ ...excursionScatter(), tradesWithCandles: 1200, enoughData: true, points, losers: 24, losersAheadFirst: 6, winners: 6, medianWinnerCapturedPercent: null } as Scatter, { closedTrades: 1500 });
    expect(region).toHaveTextContent('1,200 of 1,500 closed trades have candles. The newest 30 of them are shown.');
    expect(region).not.toHaveTextContent('Not enough data');
    expect(region).toHaveTextContent('6 of 24 losers (25.0%) had been ahead by more than they finally lost: their MFE was above the loss.');
    expect(region).toHaveTextContent('Needs 20 winners with candles; there are 6.');
    expect(within(region).getByRole('button', { name: 'Show the 30 trades as a table' })).toBeInTheDocument();
  });

  it('shows no chart before any trade has candles, only how to get them; and no advice once every trade has them', () => {
    const { region, unmount } = renderSection({ ...excursionScatter(), tradesWithCandles: 0, points: [], losers: 0, winners: 0 } as Scatter);
    expect(region).toHaveTextContent('0 of 27 closed trades have candles.');
    expect(region).toHaveTextContent('connect Alpaca on the Import page: a trade’s candles are then fetched when you open it.');
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    unmount();
    const all = renderSection(excursionScatter() as Scatter, { closedTrades: 2 });
    expect(all.region).toHaveTextContent('2 of 2 closed trades have candles.');
    expect(all.region).not.toHaveTextContent('never fetches');
  });
});
