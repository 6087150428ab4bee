import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog, formatPnl, pnlTone, toneColor } from '@tj/design-system';
import { ANALYSIS_NOT_AVAILABLE, CHART_NOT_AVAILABLE } from '../constants/texts';
import { isOpen, type TradeRow } from '../utils/tradeRow';
import { PnlArithmetic } from './PnlArithmetic';
import { TradeFacts } from './TradeFacts';
import { tradeName } from './TradeTable';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  section { display: grid; gap: ${({ theme }) => theme.space.sm}; min-width: 0; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSize.md}; }
  .muted { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const Headline = styled.p<{ $color: string }>`
  margin: 0;
  color: ${({ $color }) => $color};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
`;

export interface TradeDetailDialogProps {
  trade: TradeRow | null;
  timeZone: string;
  onClose: () => void;
  /** The trade's fills, when loaded. */
  fills?: ReactNode;
  /** Notes, tags and stop, editable. */
  journal?: ReactNode;
}

/**
 * A trade: what it was, how its P&L adds up, its fills, and the trader's notes and tags. Its
 * candle chart and analysis belong to a later issue; until then it says plainly they are not there.
 */
export function TradeDetailDialog({ trade, timeZone, onClose, fills, journal }: TradeDetailDialogProps) {
  const id = useId();
  return (
    <Dialog open={trade !== null} onOpenChange={(open) => !open && onClose()} title={trade ? `Trade: ${tradeName(trade, timeZone)}` : 'Trade'}>
      {trade && (
        <Sections>
          <section aria-label="Net P&L">
            {isOpen(trade) ? <p className="muted">Open position</p> : <Headline $color={toneColor[pnlTone(trade.pnl)]}>{formatPnl(trade.pnl)}</Headline>}
          </section>
          <section aria-labelledby={`${id}-trade-facts`}>
            <h3 id={`${id}-trade-facts`}>The trade</h3>
            <TradeFacts trade={trade} timeZone={timeZone} />
          </section>
          <section aria-labelledby={`${id}-trade-pnl`}>
            <h3 id={`${id}-trade-pnl`}>How its P&amp;L adds up</h3>
            <PnlArithmetic trade={trade} />
          </section>
          {fills}
          {journal}
          <section aria-labelledby={`${id}-trade-chart`}>
            <h3 id={`${id}-trade-chart`}>Chart</h3>
            <p className="muted">{CHART_NOT_AVAILABLE}</p>
          </section>
          <section aria-labelledby={`${id}-trade-analysis`}>
            <h3 id={`${id}-trade-analysis`}>AI analysis</h3>
            <p className="muted">{ANALYSIS_NOT_AVAILABLE}</p>
          </section>
        </Sections>
      )}
    </Dialog>
  );
}
