import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog, Skeleton } from '@tj/design-system';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { explanationTitle, formatInput, type ExplainRequest, type MetricExplanation } from '../utils/explanation';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSize.md}; }
  p { margin: 0; }
  dl { display: grid; grid-template-columns: auto auto; gap: 4px ${({ theme }) => theme.space.lg}; margin: 0; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .error { color: ${({ theme }) => theme.color.destructive}; }
`;

export interface ExplainDialogProps {
  request: ExplainRequest | null;
  explanation: MetricExplanation | undefined;
  loading: boolean;
  error: boolean;
  timeZone: string;
  onClose: () => void;
  /** Lines the page adds from what it already shows (the chart point's own figures). */
  extraInputs?: { name: string; value: string }[];
  /** The trades behind the figure (came with the explanation), each opening its trade. */
  trades: (trades: readonly TradeRow[]) => ReactNode;
  /** More about the figure (a day's journal entry). */
  children?: ReactNode;
}

/** Trades listed under an explanation; the rest are counted (the server names at most 50). */
const TRADES_LISTED = 20;

/** What a figure is made of: the server's formula in words, its inputs, and the trades behind it. */
export function ExplainDialog({ request, explanation, loading, error, timeZone, onClose, extraInputs = [], trades, children }: ExplainDialogProps) {
  const listed = explanation?.trades.slice(0, TRADES_LISTED) ?? [];
  const inputs = [...extraInputs, ...(explanation?.inputs.map((input) => ({ name: input.name, value: formatInput(input, timeZone) })) ?? [])];
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()} title={request ? explanationTitle(request) : ''}>
      <Body>
        {loading && (
          <div role="status" aria-label="Loading the explanation">
            <Skeleton height={160} />
          </div>
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
        {children}
      </Body>
    </Dialog>
  );
}
