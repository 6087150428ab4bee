import { formatMoney, formatPrice, formatQuantity, readInstrument } from '@tj/design-system';
import { isOpen, sideLabel, type TradeRow } from '../utils/tradeRow';
import { formatTradeMoment } from '../utils/tradeMoment';
import { type Fact, FactList } from './FactList';

/** The API's asset classes (docs/options.md) as a trader names them. */
const ASSET_CLASSES: Record<string, string> = { stock: 'Stock', option: 'Option', future: 'Future', crypto: 'Crypto' };

/**
 * What the trade was: the contract by name and by its exchange code, side, size, prices, times,
 * multiplier (a future's point value too) and where it came from.
 */
export function TradeFacts({ trade, timeZone }: { trade: TradeRow; timeZone: string }) {
  const instrument = readInstrument(trade.symbol);
  const facts: Fact[] = [
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
    ['Asset class', ASSET_CLASSES[trade.assetClass] ?? trade.assetClass],
    ['Platform', trade.platformName],
    ['Account', trade.accountId || '—'],
  ];
  return <FactList facts={facts} />;
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
function contractFacts(trade: TradeRow, code: string): Fact[] {
  if (trade.assetClass === 'option') return [['OCC code', code]];
  if (trade.assetClass === 'future') return [['Contract code', code], ['Point value', `${formatMoney(trade.multiplier)} per point`]];
  return [];
}
