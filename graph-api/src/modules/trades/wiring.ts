import type { WiringInfra } from '../../wiring-infra';
import type { TradeJournalService } from '../journal';
import type { SettingsService } from '../settings';
import { TradeService } from './trade.service';

/** Its rows are the imports module's (tradesSection); this module reads and annotates them. */
export function wireTrades({ clock }: WiringInfra, { settings, tradeJournal }: { settings: SettingsService; tradeJournal: TradeJournalService }) {
  return { trades: new TradeService(settings, tradeJournal, clock) };
}
