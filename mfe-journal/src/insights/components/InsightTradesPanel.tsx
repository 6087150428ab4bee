import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@tj/design-system';
import { TradeTable } from '../../trades/components/TradeTable';
import { FAILED_TO_FETCH_TRADES } from '../../trades/constants/texts';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { TRADES_PAGE, useInsightTrades } from '../hooks/useInsightTrades';
import type { InsightView } from '../utils/insightModel';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  p { margin: 0; }
  /* display: grid would otherwise override the hidden attribute of the closed panel. */
  &[hidden] { display: none; }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.color.destructive};
`;

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

export interface InsightTradesPanelProps {
  insight: InsightView;
  timeZone: string;
  onOpen: (trade: TradeRow) => void;
}

/** The trades an insight rests on, behind a disclosure button; each row opens the trade's dialog. */
export function InsightTradesPanel({ insight, timeZone, onOpen }: InsightTradesPanelProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const trades = useInsightTrades(insight.tradeIds);
  const count = insight.tradeIds.length;
  if (count === 0) return null;

  const toggle = () => {
    if (!open && trades.asked === 0) void trades.loadMore();
    setOpen(!open);
  };
  const next = Math.min(TRADES_PAGE, count - trades.asked);

  return (
    <Panel>
      <div>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          {open ? 'Hide its trades' : `Show its ${plural(count, 'trade')}`}
        </Button>
      </div>
      <Panel id={panelId} hidden={!open}>
        {trades.trades.length > 0 && (
          <TradeTable caption={`The trades behind “${insight.title}”`} trades={trades.trades} timeZone={timeZone} onOpen={onOpen} />
        )}
        <p role="status">
          {trades.loading ? 'Loading trades...' : trades.asked > 0 ? `Showing ${plural(trades.trades.length, 'trade')} of ${count.toLocaleString('en-US')}.` : ''}
        </p>
        {trades.missing > 0 && (
          <p>{plural(trades.missing, 'trade')} it named {trades.missing === 1 ? 'is' : 'are'} no longer in your journal: a later import rebuilt {trades.missing === 1 ? 'it' : 'them'}, and the insights are recomputed after it.</p>
        )}
        {trades.error && <Alert role="alert">{FAILED_TO_FETCH_TRADES}</Alert>}
        {(trades.error || (trades.hasMore && trades.asked > 0)) && !trades.loading && (
          <div>
            <Button variant="outline" size="sm" onClick={() => void trades.loadMore()}>
              {trades.error ? 'Retry' : `Show ${next} more`}
            </Button>
          </div>
        )}
      </Panel>
    </Panel>
  );
}
