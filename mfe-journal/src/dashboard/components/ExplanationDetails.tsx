import type { ReactNode } from 'react';
import { LoadingStatus } from '@tj/design-system';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { useExplanation } from '../hooks/useExplanation';
import { formatInput, type ExplainRequest } from '../utils/explanation';

export interface ExplanationDetailsProps {
  request: ExplainRequest;
  timeZone: string;
  /** Lines the page adds from what it already shows (the chart point's own figures). */
  extraInputs: { name: string; value: string }[];
  /** The trades behind the figure (came with the explanation), each opening its trade. */
  trades: (trades: readonly TradeRow[]) => ReactNode;
}

/** Trades listed under an explanation; the rest are counted (the server names at most 50). */
const TRADES_LISTED = 20;

/**
 * The opened figure's explanation: the server's formula in words, its inputs, and the trades behind
 * it. Drawn only while the dialog is open, so that its query costs the dashboard nothing until then.
 */
export function ExplanationDetails({ request, timeZone, extraInputs, trades }: ExplanationDetailsProps) {
  const { explanation, loading, error } = useExplanation(request);
  const listed = explanation?.trades.slice(0, TRADES_LISTED) ?? [];
  const inputs = [...extraInputs, ...(explanation?.inputs.map((input) => ({ name: input.name, value: formatInput(input, timeZone) })) ?? [])];
  return (
    <>
      {loading && (
        <LoadingStatus label="Loading the explanation" blocks={[160]} />
      )}
      {error && (
        <p className="error" role="alert">
          The explanation could not be loaded. Close this and try again.
        </p>
      )}
      {explanation && (
        <>
          <section aria-label="Formula">
            <h3>Formula</h3>
            <p>{explanation.formula}</p>
            <p>Counted over: {explanation.filter}.</p>
          </section>
          <section aria-label="Your numbers">
            <h3>Your numbers</h3>
            <dl>
              {inputs.map((input) => (
                <div key={input.name} style={{ display: 'contents' }}>
                  <dt>{input.name}</dt>
                  <dd>{input.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-label="The trades behind it">
            <h3>The trades behind it</h3>
            <p>
              {explanation.tradeCount === 0
                ? 'No trades.'
                : listed.length < explanation.tradeCount
                  ? `${explanation.tradeCount} trades; the ${listed.length} listed here are ${explanation.metric === 'MAX_DRAWDOWN' || explanation.metric === 'DAILY_PNL' ? 'the first in order of exit' : 'the newest'}.`
                  : `${explanation.tradeCount} ${explanation.tradeCount === 1 ? 'trade' : 'trades'}.`}
            </p>
            {listed.length > 0 && trades(listed)}
          </section>
        </>
      )}
    </>
  );
}
