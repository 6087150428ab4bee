import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { analysisWithoutCandles, tradeAnalysis } from '../../testing/tradeDialogFixtures';
import { TradeAnalysisPanel } from './TradeAnalysisPanel';

const renderPanel = (handler: Parameters<typeof renderPage>[1]['TradeAnalysis']) =>
  renderPage(<TradeAnalysisPanel tradeId="101" symbol="AAPL" timeZone="America/New_York" />, { TradeAnalysis: handler });

const figuresOf = (list: HTMLElement) =>
  Object.fromEntries(within(list).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('TradeAnalysisPanel', () => {
  it('measures the trade on its candles: MAE, MFE, share captured, time to MFE, exit timing, hindsight prices', async () => {
    const { server } = renderPanel(() => tradeAnalysis());
    expect(screen.getByText('Analyzing trade...')).toBeInTheDocument();
    const excursions = await screen.findByLabelText('Excursions');
    expect(server.callsOf('TradeAnalysis')[0]!.variables).toEqual({ tradeId: '101' });
    expect(figuresOf(excursions)).toEqual({
      'Maximum adverse excursion (MAE)': '189.10 at Mar 14, 2025, 9:30 AM: 0.40 per unit, $40.00',
      'Maximum favourable excursion (MFE)': '190.60 at Mar 14, 2025, 9:40 AM: 1.10 per unit, $110.00',
      'Time to MFE': '9 minutes after the entry',
      'Share of the move captured': '68.2% (0.75 of 1.10 per unit)',
      Exit: 'After the best price, giving back 0.35 per unit from the MFE',
      'Hindsight best entry': '189.10 at Mar 14, 2025, 9:30 AM',
      'Hindsight best exit': '190.60 at Mar 14, 2025, 9:40 AM',
    });
    expect(screen.getByText('From the 5m candles inside the trade (4 candles)')).toBeInTheDocument();
    expect(figuresOf(screen.getByLabelText('Against your own trades'))).toEqual({
      Size: '$18,950.00, 2 times your median of $9,475.00 over 12 earlier closed trades',
      'Adverse move': '0.21% of the entry price, 1.5 times your median of 0.14% over 4 earlier trades with candles',
    });
    expect(screen.getByText(/^Hindsight, not a signal/)).toBeInTheDocument();
    expect(screen.getByText('Confidence:')).toHaveTextContent('Confidence: 82%');
    expect(within(screen.getByRole('list', { name: 'Why this confidence' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Improvement tips' })).getByRole('listitem')).toHaveTextContent('Size: $18950.00 is 2.00 times your median of $9475.00');
    expect(screen.getByText(/^Maximum adverse excursion: 0.40 per unit/)).toBeInTheDocument();
  });

  it('gives MAE and MFE in R when the trade has a planned stop, and names a reached stop', async () => {
    const withStop = tradeAnalysis();
    const excursions = withStop.data.tradeAnalysis.excursions!;
    withStop.data.tradeAnalysis.excursions = {
      ...excursions,
      mae: { ...excursions.mae, r: '0.8' },
      mfe: { ...excursions.mfe, r: '2.2' },
      stopReached: { __typename: 'PricePoint', price: '189.00', time: '2025-03-14T13:35:00.000Z' } as typeof excursions.stopReached,
    };
    renderPanel(() => withStop);
    const figures = figuresOf(await screen.findByLabelText('Excursions'));
    expect(figures['Maximum adverse excursion (MAE)']).toBe('189.10 at Mar 14, 2025, 9:30 AM: 0.40 per unit, $40.00, 0.8R');
    expect(figures['Maximum favourable excursion (MFE)']).toBe('190.60 at Mar 14, 2025, 9:40 AM: 1.10 per unit, $110.00, 2.2R');
    expect(figures['Planned stop reached']).toBe('189.00 at Mar 14, 2025, 9:35 AM');
  });

  it('without candles says what it could not measure and shows no excursion figure', async () => {
    renderPanel(() => analysisWithoutCandles());
    expect(await screen.findByText(/^Not measured without candles of AAPL itself: MAE, MFE/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Excursions')).not.toBeInTheDocument();
    expect(screen.getByText(/No candles of AAPL cover this trade, so MAE and MFE are not measured/)).toBeInTheDocument();
    expect(screen.getByText('Confidence:')).toHaveTextContent('12%');
    expect(figuresOf(screen.getByLabelText('Against your own trades'))).toEqual({ Size: '$18,950.00, 2 times your median of $9,475.00 over 12 earlier closed trades' });
  });

  it("says 'AI analysis not available' when the analysis fails", async () => {
    renderPanel(() => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('AI analysis not available');
  });
});
