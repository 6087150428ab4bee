import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { selectRows } from '../../db/raw-sql';
import type { HandFill, HandFills, HandGroup, HandRebuild, ImportService } from '../imports';
import { type ExecutionSide, groupKeyOf, isManualFillId, MANUAL_FILL_PREFIX, type RoundTrip, Trade, type TradeDirection, tradeNotFound, type TradeService, type TradeWithJournal } from '../trades';
import { ManualTradeError } from './manual-trade.errors';
import { type ManualCloseDraft, manualCloseDraftOf, MANUAL_NOTES_MAX, type ManualCloseInput, type ManualTradeDraft, manualTradeDraftOf, type ManualTradeInput } from './manual-trade-draft';

/** The platform of the accounts a manual trade goes to (its account is the trader's own name for it, '' by default). */
export const MANUAL_PLATFORM = 'manual';

const entrySideOf = (direction: TradeDirection): ExecutionSide => (direction === 'LONG' ? 'BUY' : 'SELL');
const exitSideOf = (direction: TradeDirection): ExecutionSide => (direction === 'LONG' ? 'SELL' : 'BUY');
const newFillKey = () => `${MANUAL_FILL_PREFIX}${randomUUID()}`;

/**
 * Trades entered by hand (docs/journal.md, "Manual trades"): fills with no import, stored and matched
 * as imported fills are (ImportService.byHand), so every figure counts them alike. Imported fills are
 * never changed here: editing or deleting an imported trade is refused with the reason, so importing
 * the broker's file again never meets an edit.
 */
export class ManualTradeService {
  constructor(
    private readonly imports: ImportService,
    private readonly trades: TradeService,
    private readonly clock: Clock,
  ) {}

  async create(em: EntityManager, userId: number, input: ManualTradeInput): Promise<TradeWithJournal> {
    const draft = manualTradeDraftOf(input, this.clock.now());
    const entryKey = newFillKey();
    const tradeId = await this.imports.byHand(em, userId, async (tx, fills) => {
      const rebuilt = await fills.apply({ add: { platform: MANUAL_PLATFORM, fills: fillsOf(draft, entryKey) } });
      // Its own trade, or the open position of its account and symbol it added to.
      return idOfTripHolding(tx, rebuilt, entryKey);
    });
    if (!draft.notes) return this.trades.find(em, userId, tradeId);
    // Added to an open position, its notes follow the position's own (within the journal's limit).
    const { notes } = (await this.trades.find(em, userId, tradeId)).journal;
    const joined = notes ? `${notes}\n\n${draft.notes}` : draft.notes;
    return this.withNotes(em, userId, tradeId, joined.length <= MANUAL_NOTES_MAX ? joined : notes);
  }

  /** Replaces a manual trade's fills with the form's; its notes, tags and stop stay while its symbol and account do. */
  async update(em: EntityManager, userId: number, tradeId: number, input: ManualTradeInput): Promise<TradeWithJournal> {
    const draft = manualTradeDraftOf(input, this.clock.now());
    // Read first (another user's trade is not found): moved to another account or symbol, the trade
    // gets a new key and the journal entry stays with the old one, so its notes are carried over.
    const previousNotes = (await this.trades.find(em, userId, tradeId)).journal.notes;
    let moved = false;
    const newId = await this.imports.byHand(em, userId, async (tx, fills) => {
      const { trade, group, trip } = await ownTrip(tx, fills, userId, tradeId);
      if (trip.fills.some((fill) => !isManualFillId(fill.executionId))) throw importedTrade(trade, 'edited');
      const sameGroup = group.group.accountId === draft.accountId && group.group.instrument.symbol === draft.instrument.symbol && trade.accountInstrument.platform === MANUAL_PLATFORM;
      moved = !sameGroup;
      // The opening fill keeps its key (a trip's key is its opening fill's and `#0`), so the trade keeps its journal (docs/journal.md).
      const entryKey = sameGroup && trip.key.endsWith('#0') ? trip.key.slice(0, -2) : newFillKey();
      const rebuilt = await fills.apply({
        remove: { groupId: group.group.id, dedupeKeys: [...new Set(trip.fills.map((fill) => fill.executionId))] },
        add: { platform: MANUAL_PLATFORM, fills: fillsOf(draft, entryKey) },
      });
      return idOfTripHolding(tx, rebuilt, entryKey);
    });
    return this.withNotes(em, userId, newId, draft.notes ?? (moved && previousNotes ? previousNotes : undefined));
  }

  /**
   * The trade, its notes set when given. Written once the fills are committed: the journal is another
   * module's, its own transaction (notes were checked with the form, so only an outage fails it).
   */
  private async withNotes(em: EntityManager, userId: number, tradeId: number, notes: string | undefined): Promise<TradeWithJournal> {
    if (notes !== undefined) return this.trades.updateJournal(em, userId, tradeId, { notes });
    return this.trades.find(em, userId, tradeId);
  }

  /** Removes the fills of a trade entered by hand (of a trade closed by hand, its closing fill: it is open again); answers how many. */
  async remove(em: EntityManager, userId: number, tradeId: number): Promise<number> {
    return this.imports.byHand(em, userId, async (tx, fills) => {
      const { trade, group, trip } = await ownTrip(tx, fills, userId, tradeId);
      const manualKeys = [...new Set(trip.fills.map((fill) => fill.executionId).filter(isManualFillId))];
      if (manualKeys.length === 0) throw importedTrade(trade, 'deleted');
      await fills.apply({ remove: { groupId: group.group.id, dedupeKeys: manualKeys } });
      return manualKeys.length;
    });
  }

  /** Closes an open position (expired, transferred…) by a closing fill entered by hand, imported trade or not. */
  async close(em: EntityManager, userId: number, tradeId: number, input: ManualCloseInput): Promise<TradeWithJournal> {
    const newId = await this.imports.byHand(em, userId, async (tx, fills) => {
      const { trade, group, trip } = await ownTrip(tx, fills, userId, tradeId);
      if (trip.status !== 'open') throw new ManualTradeError('position_closed', `This ${trade.accountInstrument.symbol} trade is closed already: there is no open position to close.`);
      const lastFillMs = Math.max(...trip.fills.map((fill) => fill.executedAtMs));
      const close: ManualCloseDraft = manualCloseDraftOf(input, this.clock.now(), lastFillMs);
      const { accountId, instrument } = group.group;
      const closing: HandFill = {
        dedupeKey: newFillKey(), accountId, instrument, side: exitSideOf(trip.direction), quantity: trip.openQuantity, price: close.price,
        commission: close.commission, fees: close.fees, executedAtMs: close.atMs, positionEffect: 'close',
      };
      const rebuilt = await fills.apply({ add: { platform: trade.accountInstrument.platform, fills: [closing] } });
      return idOfTripHolding(tx, rebuilt, closing.dedupeKey);
    });
    return this.trades.find(em, userId, newId);
  }
}

/** The caller's trade (another user's is not found), and its round trip as its group's fills match now. */
async function ownTrip(tx: EntityManager, fills: HandFills, userId: number, tradeId: number): Promise<{ trade: Trade; group: HandGroup; trip: RoundTrip }> {
  const trade = await tx.findOne(Trade, { id: tradeId, user: userId }, { populate: ['accountInstrument'] });
  if (!trade) throw tradeNotFound();
  const group = await fills.group(trade.accountInstrument.id);
  const trip = group?.roundTrips.find((candidate) => candidate.key === trade.tradeKey);
  if (!group || !trip) throw tradeNotFound();
  return { trade, group, trip };
}

function importedTrade(trade: Trade, what: 'edited' | 'deleted'): ManualTradeError {
  const platform = trade.accountInstrument.platform;
  return new ManualTradeError(
    'imported_trade',
    what === 'edited'
      ? `This trade was imported (${platform}) and cannot be edited: imported fills stay as the broker's file has them, so importing it again never conflicts with an edit. Close the position by hand, or undo the import and enter the trade by hand instead.`
      : `This trade was imported (${platform}) and cannot be deleted here: undo its import on the Import page to remove it.`,
  );
}

/** The entry fill, and the exit fill when the trade is closed; the costs go with the entry. */
function fillsOf(draft: ManualTradeDraft, entryKey: string): HandFill[] {
  const { accountId, instrument, direction, quantity } = draft;
  const entry: HandFill = {
    dedupeKey: entryKey, accountId, instrument, side: entrySideOf(direction), quantity, price: draft.entryPrice,
    commission: draft.commission, fees: draft.fees, executedAtMs: draft.entryAtMs, positionEffect: 'open',
  };
  if (!draft.exit) return [entry];
  const exit: HandFill = {
    dedupeKey: newFillKey(), accountId, instrument, side: exitSideOf(direction), quantity, price: draft.exit.price,
    commission: '0', fees: '0', executedAtMs: draft.exit.atMs, positionEffect: 'close',
  };
  return [entry, exit];
}

/** The row id the rebuild gave the trip holding the fill of `fillKey`. */
async function idOfTripHolding(tx: EntityManager, rebuilt: HandRebuild, fillKey: string): Promise<number> {
  const trip = rebuilt.roundTrips.find((candidate) => candidate.fills.some((fill) => fill.executionId === fillKey));
  const groupId = trip ? rebuilt.groupIds.get(groupKeyOf(trip)) : undefined;
  const rows = groupId === undefined ? [] : await selectRows<{ id: number | string }>(tx, 'select id from trade where account_instrument_id = ? and trade_key = ?', [groupId, trip!.key]);
  if (rows.length === 0) throw tradeNotFound();
  return Number(rows[0]!.id);
}
