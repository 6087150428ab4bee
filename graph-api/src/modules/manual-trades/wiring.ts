import type { WiringInfra } from '../../wiring-infra';
import type { ImportService } from '../imports';
import type { TradeService } from '../trades';
import { ManualTradeService } from './manual-trade.service';

/** No tables of its own: its fills are the execution table's (imports' section exports and deletes them). */
export function wireManualTrades({ clock }: WiringInfra, { imports, trades }: { imports: ImportService; trades: TradeService }) {
  return { manualTrades: new ManualTradeService(imports, trades, clock) };
}
