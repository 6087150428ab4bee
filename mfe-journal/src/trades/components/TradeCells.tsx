import styled from 'styled-components';
import { Badge, Checkbox, formatPnl, InstrumentName, instrumentLabel, LinkButton, mediaQuery, MISSING, pnlTone, toneColor } from '@tj/design-system';
import type { ExitKind } from '../../__generated__/graphql';
import { ManualBadge } from '../../manual/components/ManualBadge';
import { shapeLabel } from '../constants/texts';
import { formatHoldTime } from '../utils/holdTime';
import { isOpen, sideLabel, type TradeRow } from '../utils/tradeRow';
import { formatTradeMoment } from '../utils/tradeMoment';

/*
 * What a trade's row shows, one piece each: the history's table and its phone cards draw a trade
 * with the same pieces, so both name, tone and date it alike.
 */

const OpenButton = styled(LinkButton)`
  font-weight: 700;
`;

const Pnl = styled.span<{ $color: string }>`
  color: ${({ $color }) => $color};
  font-weight: 600;
`;

/** Beside the P&L, so a phone (which keeps that column) shows it too. */
const ExpiredBadge = styled(Badge)`
  margin-inline-start: ${({ theme }) => theme.space.xs};
`;

/** The badge of a trade closed other than by a trade (docs/options.md): its label, and what it means on hover. */
const EXIT_BADGES: Readonly<Record<ExitKind, { label: string; title: string }>> = {
  EXPIRED: { label: 'Expired', title: 'Expired: closed at 0 at the US close on its expiry date' },
  ASSIGNED: { label: 'Assigned', title: 'Assigned: the option closed at 0 and its shares changed hands at the strike' },
  EXERCISED: { label: 'Exercised', title: 'Exercised: the option closed at 0 and its shares changed hands at the strike' },
};

/** Under the contract's name: the position it is a leg of (docs/options.md). */
const PositionBadge = styled(Badge)`
  display: inline-flex;
  margin-inline-start: ${({ theme }) => theme.space.xs};
  font-weight: 400;
  @media ${mediaQuery.mobile} {
    display: flex;
    width: fit-content;
    margin-inline-start: 0;
    margin-block-start: ${({ theme }) => theme.space.xs};
  }
`;

/** The moment a trade is dated by: its exit (when its P&L was realized), else its entry. */
export function tradeTime(trade: TradeRow, timeZone: string): string {
  return formatTradeMoment(trade.exitTime ?? trade.entryTime, trade, { timeZone });
}

/** How buttons and boxes name a trade for a screen reader ('AAPL long, Mar 14, 2025, 9:31 AM'). */
export function tradeName(trade: TradeRow, timeZone: string): string {
  return `${instrumentLabel(trade.symbol)} ${sideLabel(trade.side).toLowerCase()}, ${tradeTime(trade, timeZone)}`;
}

export function entryTimeText(trade: TradeRow, timeZone: string): string {
  return formatTradeMoment(trade.entryTime, trade, { timeZone });
}

export function exitTimeText(trade: TradeRow, timeZone: string): string {
  return trade.exitTime === null ? 'Open' : formatTradeMoment(trade.exitTime, trade, { timeZone });
}

/** A date-only export's placeholder times make no hold time (docs/importing.md, "time not given"). */
export function holdTimeText(trade: TradeRow): string {
  return (trade.timeGiven && formatHoldTime(trade.entryTime, trade.exitTime)) || MISSING;
}

/** The trade's readable name as a button opening its dialog (keyboard and screen readers open it so). */
export function TradeOpenButton({ trade, timeZone, onOpen }: { trade: TradeRow; timeZone: string; onOpen: (trade: TradeRow) => void }) {
  return (
    <OpenButton
      type="button"
      aria-label={`Open trade ${tradeName(trade, timeZone)}`}
      onClick={(event) => {
        // Inside a row that opens the trade too: one open, not two.
        event.stopPropagation();
        onOpen(trade);
      }}
    >
      <InstrumentName symbol={trade.symbol} />
    </OpenButton>
  );
}

/** Beside the name: entered by hand, and the options position it is a leg of. */
export function TradeNameBadges({ trade }: { trade: TradeRow }) {
  return (
    <>
      <ManualBadge trade={trade} />
      {trade.position && (
        <PositionBadge variant="outline" title={`A leg of a position (${trade.position.shape}, ${trade.position.legCount} legs): every figure counts the position's P&L, ${formatPnl(trade.position.pnl)}`}>
          {shapeLabel(trade.position.shape)}
        </PositionBadge>
      )}
    </>
  );
}

/** The P&L toned by its sign, or 'Open'; an option closed at 0 on its expiry date, or by assignment or exercise, says so (docs/options.md). */
export function TradePnl({ trade }: { trade: TradeRow }) {
  if (isOpen(trade)) return <Badge variant="outline">Open</Badge>;
  return (
    <>
      <Pnl $color={toneColor[pnlTone(trade.pnl)]}>{formatPnl(trade.pnl)}</Pnl>
      {trade.exitKind && (
        <ExpiredBadge variant="outline" title={EXIT_BADGES[trade.exitKind].title}>
          {EXIT_BADGES[trade.exitKind].label}
        </ExpiredBadge>
      )}
    </>
  );
}

export interface TradeSelection {
  isSelected: (trade: TradeRow) => boolean;
  /** A row's box clicked; with Shift, the rows from the last one clicked to it. */
  onToggle: (trade: TradeRow, selected: boolean, range: boolean) => void;
  /** Whether every row shown is selected, some are, or none. */
  all: 'all' | 'some' | 'none';
  onToggleAll: (selected: boolean) => void;
}

/** A trade's box for bulk tagging, naming the trade so a screen reader says which one it selects. */
export function SelectTradeBox({ trade, timeZone, selection }: { trade: TradeRow; timeZone: string; selection: TradeSelection }) {
  return (
    <Checkbox
      label={`Select trade ${tradeName(trade, timeZone)}`}
      labelHidden
      checked={selection.isSelected(trade)}
      onCheckedChange={(checked, { shiftKey }) => selection.onToggle(trade, checked, shiftKey)}
    />
  );
}

/** Selects every trade shown; its label hidden in a table's header, where the column says what it is. */
export function SelectAllBox({ selection, labelHidden = true }: { selection: TradeSelection; labelHidden?: boolean }) {
  return <Checkbox label="Select every trade shown" labelHidden={labelHidden} checked={selection.all === 'all'} indeterminate={selection.all === 'some'} onCheckedChange={(checked) => selection.onToggleAll(checked)} />;
}
