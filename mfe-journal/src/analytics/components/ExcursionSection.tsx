import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button } from '@tj/design-system';
import { EXCURSION_SECTION_TITLE, NOT_ENOUGH_DATA, SCATTER_TRADE_FAILED } from '../constants/texts';
import { cappedText, coverageText, losersReading, type Scatter, type ScatterPoint, winnersReading } from '../utils/excursions';
import { ExcursionScatterChart } from './ExcursionScatterChart';
import { ExcursionTable } from './ExcursionTable';
import { Figure, Section } from './Section';

const Body = styled.div`
  display: grid;
  /* One column no wider than the card: the table scrolls in its own region instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  p { margin: 0; }
  .muted { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  .error { color: ${({ theme }) => theme.color.destructive}; }
  /* display: grid would otherwise override the hidden attribute of the closed table. */
  [hidden] { display: none; }
`;

/** The readings: sentences, so each term over its sentence rather than beside a figure. */
const Readings = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt { color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; }
  dd { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

export interface ExcursionSectionProps {
  scatter: Scatter;
  closedTrades: number;
  /** Points under which the scatter is 'not enough data' (the page's bucket minimum). */
  minimum: number;
  timeZone: string;
  onOpen: (point: ScatterPoint) => void;
  /** While the opened point's trade loads, and when it could not be. */
  opening: boolean;
  openFailed: boolean;
}

/**
 * The MAE/MFE scatter of the closed trades whose candles are held: what it shows and how it is
 * measured, how many trades it covers and how to cover the rest, two readings each with its sample,
 * the chart, and the same points as a table whose rows open the trade dialog.
 */
export function ExcursionSection({ scatter, closedTrades, minimum, timeZone, onOpen, opening, openFailed }: ExcursionSectionProps) {
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const { points, tradesWithCandles } = scatter;
  const capped = cappedText(points.length, tradesWithCandles);
  return (
    <Section title={EXCURSION_SECTION_TITLE}>
      <Body>
        <p>
          Each point is a closed trade: how far the price went against it while you held it (MAE, maximum adverse excursion) and how far in its favour (MFE, maximum favourable
          excursion), in dollars for the whole position, measured on the trade&rsquo;s own candles exactly as its trade dialog measures them. Dollars put every trade on one scale;
          for trades with a planned stop the table also gives both in R.
        </p>
        <p>
          <strong>{coverageText(tradesWithCandles, closedTrades)}</strong>
          {capped && ` ${capped}`}
          {tradesWithCandles < closedTrades && (
            <>
              {' '}
              This page only reads candles already held, it never fetches them. For the other trades, open a trade in <Link to="/history">Trade History</Link> and import a candle
              CSV in its chart, or connect Alpaca on the <Link to="/import">Import</Link> page: a trade&rsquo;s candles are then fetched when you open it.
            </>
          )}
        </p>
        {points.length > 0 && !scatter.enoughData && (
          <p>
            <Badge variant="outline">{NOT_ENOUGH_DATA}</Badge> Under {minimum} trades with candles the points describe single trades, not a pattern.
          </p>
        )}
        {points.length > 0 && (
          <>
            <Readings>
              <Figure term="Losers that were winners first">{losersReading(scatter, minimum)}</Figure>
              <Figure term="Share of the MFE winners kept">{winnersReading(scatter, minimum)}</Figure>
            </Readings>
            <ExcursionScatterChart points={points} timeZone={timeZone} onOpen={onOpen} />
            <div>
              <Button variant="outline" size="sm" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown(!tableShown)}>
                {tableShown ? 'Hide the table' : `Show the ${points.length === 1 ? 'trade' : `${points.length.toLocaleString('en-US')} trades`} as a table`}
              </Button>
            </div>
            <div id={tableId} hidden={!tableShown}>
              {tableShown && <ExcursionTable caption="MAE and MFE of each trade, newest first" points={points} timeZone={timeZone} onOpen={onOpen} />}
            </div>
            {opening && (
              <p role="status" className="muted">
                Opening the trade...
              </p>
            )}
            {openFailed && (
              <p role="alert" className="error">
                {SCATTER_TRADE_FAILED}
              </p>
            )}
          </>
        )}
      </Body>
    </Section>
  );
}
