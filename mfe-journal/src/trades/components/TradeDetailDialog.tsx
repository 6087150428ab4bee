import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog, formatPnl, pnlTone, toneColor } from '@tj/design-system';
import { isOpen, type TradeRow } from '../utils/tradeRow';
import { ManualBadge } from '../../manual/components/ManualBadge';
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
  /** The multi-leg position the trade is a leg of, with its legs (docs/options.md). */
  position?: ReactNode;
  /** The trade at the other end of an assignment or exercise, with a way to open it (docs/options.md). */
  assignment?: ReactNode;
  /** Notes, tags and stop, editable. */
  journal?: ReactNode;
  /** The candle chart of the trade's window, asked for only while the dialog is open (SPEC §4). */
  chart?: ReactNode;
  /** The engine's analysis of the trade, likewise. */
  analysis?: ReactNode;
  /** Edit, delete or close it by hand (docs/journal.md, manual trades). */
  actions?: ReactNode;
}

/**
 * A trade: what it was, its candle chart with the fills marked, the engine's analysis, how its P&L
 * adds up, its fills, and the trader's notes and tags. The parts that query the API come in as
 * slots, so this frame renders without a server.
 */
export function TradeDetailDialog({ trade, timeZone, onClose, fills, position, assignment, journal, chart, analysis, actions }: TradeDetailDialogProps) {
  const id = useId();
  return (
    <Dialog size="wide" open={trade !== null} onOpenChange={(open) => !open && onClose()} title={trade ? `Trade: ${tradeName(trade, timeZone)}` : 'Trade'}>
      {trade && (
        <Sections>
          <section aria-label="Net P&L">
            {isOpen(trade) ? <p className="muted">Open position</p> : <Headline $color={toneColor[pnlTone(trade.pnl)]}>{formatPnl(trade.pnl)}</Headline>}
            <ManualBadge trade={trade} />
            {trade.position && <p className="muted">This leg&apos;s P&amp;L. Every figure counts its position&apos;s: {formatPnl(trade.position.pnl)}.</p>}
            {assignment}
          </section>
          {position}
          {chart}
          {analysis}
          <section aria-labelledby={`${id}-trade-facts`}>
            <h3 id={`${id}-trade-facts`}>The trade</h3>
            <TradeFacts trade={trade} timeZone={timeZone} />
          </section>
          <section aria-labelledby={`${id}-trade-pnl`}>
            <h3 id={`${id}-trade-pnl`}>How its P&amp;L adds up</h3>
            <PnlArithmetic trade={trade} />
          </section>
          {fills}
          {actions}
          {journal}
        </Sections>
      )}
    </Dialog>
  );
}
