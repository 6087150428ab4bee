import styled from 'styled-components';
import { formatMoney, formatPrice, formatQuantity, readInstrument } from '@tj/design-system';
import { isOpen, sideLabel, type TradeRow } from '../utils/tradeRow';
import { formatTradeMoment } from '../utils/tradeMoment';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.xs}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
`;

/**
 * What the trade was: the contract by name and by its exchange code, side, size, prices, times,
 * multiplier (a future's point value too) and where it came from.
 */
export function TradeFacts({ trade, timeZone }: { trade: TradeRow; timeZone: string }) {
  const instrument = readInstrument(trade.symbol);
  const facts: [string, string][] = [
    ['Instrument', instrument.label],
    ...contractFacts(trade, instrument.code),
    ['Side', sideLabel(trade.side)],
    ['Status', statusLabel(trade)],
    ['Quantity', formatQuantity(trade.quantity)],
    ['Quantity closed', formatQuantity(trade.closedQuantity)],
    ['Average entry', formatPrice(trade.entryPrice)],
    ['Average exit', trade.exitPrice === null ? '—' : formatPrice(trade.exitPrice)],
    ['Entry time', formatTradeMoment(trade.entryTime, trade, { timeZone, withSeconds: true })],
    ['Exit time', trade.exitTime ? formatTradeMoment(trade.exitTime, trade, { timeZone, withSeconds: true }) : '—'],
    ['Multiplier', formatQuantity(trade.multiplier)],
    ['Asset class', trade.assetClass],
    ['Platform', trade.platform],
    ['Account', trade.accountId || '—'],
  ];
  return (
    <Facts>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

/** An option closed at its expiry, or by assignment or exercise, says so (docs/options.md). */
function statusLabel(trade: TradeRow): string {
  if (isOpen(trade)) return 'Open';
  if (trade.exitKind === 'EXPIRED') return 'Expired (closed at 0)';
  if (trade.exitKind === 'ASSIGNED') return 'Assigned (closed at 0)';
  if (trade.exitKind === 'EXERCISED') return 'Exercised (closed at 0)';
  return 'Closed';
}

/** An option's OCC code and a future's code with its point value: what the broker's statement and the exchange call it. */
function contractFacts(trade: TradeRow, code: string): [string, string][] {
  if (trade.assetClass === 'option') return [['OCC code', code]];
  if (trade.assetClass === 'future') return [['Contract code', code], ['Point value', `${formatMoney(trade.multiplier)} per point`]];
  return [];
}
