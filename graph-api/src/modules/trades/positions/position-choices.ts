import type { EntityManager } from '@mikro-orm/core';
import { lockUser } from '../../../db/raw-sql';
import type { JournalChanges } from '../../journal';
import { Trade } from '../trade.entity';
import { TradeError } from '../trade.errors';
import { legOf, ownTradeOf, mergePlaceOf } from './merge-candidates';
import { PositionChoice } from './position-choice.entity';
import { positionsOfTrades, type TradePosition } from './trade-positions';

/** Told, inside the choice's transaction, that the user's positions were regrouped: what is derived from them is stale. */
export type PositionsChangedListener = (em: EntityManager, userId: number) => Promise<void>;

/** A merge names at most this many trades. */
export const MAX_MERGED_TRADES = 20;

/**
 * The trader's splits and merges of positions (docs/options.md, "Splitting and merging by hand"),
 * stored per leg by the keys a re-import keeps, so the choice survives it.
 */
export class PositionChoices {
  private readonly listeners: PositionsChangedListener[] = [];

  constructor(private readonly journalChanges: JournalChanges) {}

  /** services.ts: the dashboard's summary marks itself stale. */
  onChanged(listener: PositionsChangedListener): void {
    this.listeners.push(listener);
  }

  /** Takes one leg out of its position: it becomes a position of its own. */
  async split(em: EntityManager, userId: number, tradeId: number): Promise<void> {
    await this.change(em, userId, async (tx) => {
      const trade = await ownTradeOf(tx, userId, tradeId);
      const position = (await positionsOfTrades(tx, userId, [legOf(trade)])).get(String(trade.id));
      if (!position) throw new TradeError('validation_error', 'That trade is a position of its own already: there is no leg to split off.');
      await this.choose(tx, userId, [trade], `split:${trade.accountInstrument.id}:${trade.tradeKey}`);
    });
  }

  /** Puts the positions of these trades (one account, one underlying) together as one. */
  async merge(em: EntityManager, userId: number, tradeIds: readonly number[]): Promise<void> {
    if (new Set(tradeIds).size < 2) throw new TradeError('validation_error', 'Choose at least two trades to merge into one position.');
    if (tradeIds.length > MAX_MERGED_TRADES) throw new TradeError('validation_error', `Merge at most ${MAX_MERGED_TRADES} trades at a time.`);
    await this.change(em, userId, async (tx) => {
      const trades = await Promise.all([...new Set(tradeIds)].map((id) => ownTradeOf(tx, userId, id)));
      const places = new Set(trades.map((trade) => mergePlaceOf(trade) ?? `${trade.accountInstrument.accountId} ${trade.accountInstrument.symbol}`));
      if (places.size > 1) throw new TradeError('validation_error', 'Only trades of one account and one underlying can be merged into one position.');
      if (trades.some((trade) => mergePlaceOf(trade) === null)) throw new TradeError('validation_error', 'Only options and shares can be merged into a position.');
      const positions = await positionsOfTrades(tx, userId, trades.map(legOf));
      const legs = await this.legsOf(tx, userId, trades, positions);
      const lead = [...legs].sort((a, b) => a.entryTime.getTime() - b.entryTime.getTime() || a.id - b.id)[0]!;
      await this.choose(tx, userId, legs, `merge:${lead.accountInstrument.id}:${lead.tradeKey}`);
    });
  }

  /** Gives the legs of this trade's position back to the rule (legs opened together). */
  async reset(em: EntityManager, userId: number, tradeId: number): Promise<void> {
    await this.change(em, userId, async (tx) => {
      const trade = await ownTradeOf(tx, userId, tradeId);
      const positions = await positionsOfTrades(tx, userId, [legOf(trade)]);
      const legs = await this.legsOf(tx, userId, [trade], positions);
      for (const leg of legs) await tx.nativeDelete(PositionChoice, { user: userId, accountInstrument: leg.accountInstrument.id, tradeKey: leg.tradeKey });
    });
  }

  private async change(em: EntityManager, userId: number, work: (tx: EntityManager) => Promise<void>): Promise<void> {
    await em.fork().transactional(async (tx) => {
      await lockUser(tx, userId);
      await work(tx);
      for (const listener of this.listeners) await listener(tx, userId);
    });
    // The breakdowns' cache and the insights read positions too: told as after a journal edit.
    this.journalChanges.changed(em, userId);
  }

  /** The trades with every leg of their positions. */
  private async legsOf(em: EntityManager, userId: number, trades: readonly Trade[], positions: ReadonlyMap<string, TradePosition>): Promise<Trade[]> {
    const ids = new Set(trades.map((trade) => trade.id));
    for (const trade of trades) for (const leg of positions.get(String(trade.id))?.legs ?? []) ids.add(Number(leg.id));
    return em.find(Trade, { id: { $in: [...ids] }, user: userId }, { populate: ['accountInstrument'] });
  }

  private async choose(em: EntityManager, userId: number, legs: readonly Trade[], choice: string): Promise<void> {
    for (const leg of legs) {
      await em.nativeDelete(PositionChoice, { user: userId, accountInstrument: leg.accountInstrument.id, tradeKey: leg.tradeKey });
      await em.insert(PositionChoice, { user: userId, accountInstrument: leg.accountInstrument.id, tradeKey: leg.tradeKey, choice } as unknown as PositionChoice);
    }
  }
}
