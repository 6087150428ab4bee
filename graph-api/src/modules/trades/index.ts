// The public entry of modules/trades: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { AccountInstrument } from './account-instrument.entity';
import { Execution } from './execution.entity';
import { Trade } from './trade.entity';
import { StoredTradeFills } from './trade-fills.entity';
import { PositionChoice } from './positions/position-choice.entity';
import { JournalFilterChoicesResolver } from './filter/journal-filter-choices.resolver';
import { TradeHistoryPageResolver, TradeResolver } from './trade.resolver';
import { tradesRoutes } from './trades.routes';
import { wireTrades } from './wiring';

export const tradesModule = {
  name: 'trades',
  entities: [AccountInstrument, Execution, Trade, StoredTradeFills, PositionChoice],
  resolvers: [TradeResolver, TradeHistoryPageResolver, JournalFilterChoicesResolver],
  mount: ({ services: { trades, journalTags, positionChoices, callers } }) => ({
    resolvers: [new TradeResolver(trades, journalTags, positionChoices), new TradeHistoryPageResolver(trades), new JournalFilterChoicesResolver(trades)],
    routes: [tradesRoutes({ trades, callers })],
  }),
  services: serviceWiring(wireTrades, { settings: true, tradeJournal: true, journalChanges: true, importReconciliation: true }),
} satisfies ApiModule;

// What other modules may use.
export { AccountInstrument } from './account-instrument.entity';
export { assignmentKindOf, ibkrAssignmentKindOf, linkAssignments } from './domain/assignments';
export { absDecimal, canonicalDecimal, isCanonicalDecimal, decimalOfColumn, fitsDecimalColumn, isNegativeDecimal, isZeroDecimal, MONEY_COLUMN, parseDecimalText, PRICE_COLUMN, QUANTITY_COLUMN, wholeDigitsOf, type DecimalColumn } from './domain/decimal-text';
export { brokerOrderIdOf, groupKeyOf, ImportFormatError, ImportRowError, type ExecutionSide, type ImportedExecution, type PositionEffect, type AssignmentKind } from './domain/execution';
export { FUTURES_CONTRACTS, FUTURES_MONTH_CODES } from './domain/futures-contracts';
export { cryptoInstrument, futureInstrument, InstrumentError, optionInstrument, parseOccSymbol, stockInstrument, type AssetClass, type Instrument, type OptionRight } from './domain/instruments';
export { unmarkedSaleEffect } from './domain/position-effects';
export { instrumentNames, type InstrumentNames } from './domain/instrument-label';
export { rMultiple } from './domain/r-multiple';
export { bucketsByRun } from './domain/runs';
export { ACCOUNT_ID_CHARS, EXTERNAL_ID_CHARS, fitsCharacters, SYMBOL_CHARS, UNDERLYING_CHARS } from './domain/text-columns';
export { calendarDateIn, isCalendarDate, isValidTimeZone, isValidWallClock, NEW_YORK, zonedWallClockToUtc, type WallClock } from './domain/zoned-time';
export { Execution, isManualFillId, MANUAL_FILL_PREFIX } from './execution.entity';
export { storeRMultiples } from './history/r-multiple-key';
export { expiredOpenPositionWarnings } from './matching/expired-positions';
export { preHistoryCloseNote, preHistoryCloseNotes } from './matching/pre-history-closes';
export { inEntryTimeOrder, matchExecutions, type MatchableExecution, type Matching, type MatchOptions, type PreHistoryClose, type RoundTrip } from './matching/round-trips';
export { EXPIRY_CLOSE_ID, type ExitKind } from './matching/expiry-close';
export { ExitKindValue } from './exit-kind.enum';
export { packedFillsOf } from './trade-fills-text';
export { StoredTradeFills } from './trade-fills.entity';
export { PositionChoice } from './positions/position-choice.entity';
export { PositionChoices, type PositionsChangedListener } from './positions/position-choices';
export { describeFilter, isNoFilter, type JournalFilter, journalFilterOf, journalFilterQueryOf, NO_JOURNAL_FILTER } from './filter/journal-filter';
export { JournalFilterInput } from './filter/journal-filter.types';
export { previousScopeOf, scopeOf, type TradeScope } from './filter/trade-scope';
export { Trade, type TradeDirection } from './trade.entity';
export type { ImportReconciliationLookup } from './history/import-reconciliation-lookup';
export { TradeError, tradeNotFound } from './trade.errors';
export { TradeResolver } from './trade.resolver';
export { tradeFields, TradeService, type TradeWithJournal } from './trade.service';
export { TradeView } from './trade.types';
