import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { formatConfidence, LoadingStatus } from '@tj/design-system';
import type { TradeAnalysisQuery, TradeAnalysisQueryVariables } from '../../__generated__/graphql';
import { ANALYSIS_NOT_AVAILABLE, ANALYZING_TRADE } from '../constants/texts';
import { TRADE_ANALYSIS_QUERY } from '../graphql/TradeAnalysisQuery';
import { type AnalysisFigure, comparisonFigures, excursionFigures, type TradeAnalysis } from '../utils/analysisFigures';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  h4 { margin: 0; font-size: ${({ theme }) => theme.fontSize.sm}; }
  p, ul { margin: 0; }
  ul { padding-left: ${({ theme }) => theme.space.lg}; }
  .muted { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  .score { font-size: ${({ theme }) => theme.fontSize.xl}; font-weight: 700; }
`;

const Figures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  dd { margin: 0 0 ${({ theme }) => theme.space.xs}; overflow-wrap: anywhere; }
`;

/** What the engine measures only from the instrument's own candles. */
const NEEDS_CANDLES = 'MAE, MFE (and their R), the share of the move captured, the time to MFE, the exit against the best price, and the hindsight best entry and exit';

function FigureList({ figures, label }: { figures: AnalysisFigure[]; label: string }) {
  return (
    <Figures aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.term}>
          <dt>{figure.term}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </Figures>
  );
}

/**
 * The built-in engine's analysis of the trade: its excursions from the candles, how it compares
 * with the trader's own trades, tips citing those figures, and how sure it is and why. Without
 * candles it says what it could not measure; it never fills the gap with a made-up figure.
 */
export function TradeAnalysisPanel({ tradeId, symbol, timeZone }: { tradeId: string; symbol: string; timeZone: string }) {
  const id = useId();
  const { data, loading, error } = useQuery<TradeAnalysisQuery, TradeAnalysisQueryVariables>(TRADE_ANALYSIS_QUERY, { variables: { tradeId } });
  const analysis = data?.tradeAnalysis;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>AI analysis</h3>
      {loading && !analysis && (
        <LoadingStatus label={ANALYZING_TRADE} text={ANALYZING_TRADE} blocks={[{ height: 160, radius: 12 }]} />
      )}
      {error && !analysis && <p role="alert">{ANALYSIS_NOT_AVAILABLE}</p>}
      {analysis && <AnalysisBody analysis={analysis} symbol={symbol} timeZone={timeZone} />}
    </section>
  );
}

function AnalysisBody({ analysis, symbol, timeZone }: { analysis: TradeAnalysis; symbol: string; timeZone: string }) {
  const id = useId();
  const { excursions } = analysis;
  return (
    <Panel>
      <div>
        <p>
          Confidence: <span className="score">{formatConfidence(analysis.confidenceScore)}</span>
        </p>
        <ul aria-label="Why this confidence">
          {analysis.confidenceReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      {excursions ? (
        <div>
          <h4>
            From the {excursions.timeframe} candles inside the trade ({excursions.barsInside} {excursions.barsInside === 1 ? 'candle' : 'candles'})
          </h4>
          <FigureList figures={excursionFigures(excursions, timeZone)} label="Excursions" />
          {analysis.hindsightNote && <p className="muted">{analysis.hindsightNote}</p>}
        </div>
      ) : (
        <p>
          Not measured without candles of {symbol} itself: {NEEDS_CANDLES}.
        </p>
      )}
      <div>
        <h4>Against your own trades</h4>
        <FigureList figures={comparisonFigures(analysis.comparison)} label="Against your own trades" />
      </div>
      <div>
        <h4>Risk analysis</h4>
        <p>{analysis.riskAnalysis}</p>
      </div>
      {analysis.improvementTips.length > 0 && (
        <div>
          <h4 id={`${id}-tips`}>Improvement tips</h4>
          <ul aria-labelledby={`${id}-tips`}>
            {analysis.improvementTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      )}
      {analysis.narrativeSource === 'language_model' && <p className="muted">Worded by a language model; every number checked against the engine's.</p>}
    </Panel>
  );
}
