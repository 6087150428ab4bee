import type { WiringInfra } from '../../wiring-infra';
import type { JournalChanges, TradeJournalService } from '../journal';
import type { SettingsService } from '../settings';
import type { ImportReconciliationLookup } from './history/import-reconciliation-lookup';
import { PositionChoices } from './positions/position-choices';
import { positionChoicesSection } from './positions/position-choice.section';
import { TradeService } from './trade.service';

/**
 * Its trade rows are the imports module's (tradesSection); this module reads and annotates them, and
 * keeps the trader's position choices: wired after imports, so those are deleted before the account
 * instruments they point at.
 */
export function wireTrades(
  { clock, userData }: WiringInfra,
  { settings, tradeJournal, journalChanges, importReconciliation }: { settings: SettingsService; tradeJournal: TradeJournalService; journalChanges: JournalChanges; importReconciliation: ImportReconciliationLookup },
) {
  userData.register(positionChoicesSection);
  return { trades: new TradeService(settings, tradeJournal, clock, importReconciliation), positionChoices: new PositionChoices(journalChanges) };
}
