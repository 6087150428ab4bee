import styled from 'styled-components';
import { formatDateTime, formatPrice, formatQuantity } from '@tj/design-system';
import { isOpen, sideLabel, type TradeRow } from '../utils/tradeRow';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.fontSize.xs}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
`;

/** What the trade was: side, size, prices, times, multiplier and where it came from. */
export function TradeFacts({ trade, timeZone }: { trade: TradeRow; timeZone: string }) {
  const facts: [string, string][] = [
    ['Side', sideLabel(trade.side)],
    ['Status', isOpen(trade) ? 'Open' : 'Closed'],
    ['Quantity', formatQuantity(trade.quantity)],
    ['Quantity closed', formatQuantity(trade.closedQuantity)],
    ['Average entry', formatPrice(trade.entryPrice)],
    ['Average exit', trade.exitPrice === null ? '—' : formatPrice(trade.exitPrice)],
    ['Entry time', formatDateTime(trade.entryTime, { timeZone, withSeconds: true })],
    ['Exit time', trade.exitTime ? formatDateTime(trade.exitTime, { timeZone, withSeconds: true }) : '—'],
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
