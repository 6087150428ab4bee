import type { EntityManager } from '@mikro-orm/core';
import { placeholders, selectRows } from '../../db/raw-sql';
import type { Trade } from './trade.entity';
import { type TradeFillFacts, unpackedFills } from './trade-fills-text';

export type { TradeFillFacts } from './trade-fills-text';

interface FillsRow {
  trade_id: number | string;
  fills: string;
}

// Trade ids per lookup: a history page holds at most 1000; SQLite allows 32 766 bound variables.
const TRADES_PER_LOOKUP = 1000;

/**
 * The fills of `trades`, by trade id, each trade's in the order they were matched (time, then as
 * stored). The import stores them with the trades (trade_fills, see insertTradeFills): their
 * quantities and prices are the ones the trade's entry and exit prices and gross P&L were computed
 * from, and a flip's costs are split as they were. One query for all of them, whatever their
 * number: a page of 1000 trades reads its fills at once, as the page itself was read.
 */
export async function fillsOfTrades(em: EntityManager, trades: readonly Trade[]): Promise<Map<number, TradeFillFacts[]>> {
  const fills = new Map<number, TradeFillFacts[]>(trades.map((trade) => [trade.id, []]));
  const ids = [...fills.keys()];
  for (let start = 0; start < ids.length; start += TRADES_PER_LOOKUP) {
    const chunk = ids.slice(start, start + TRADES_PER_LOOKUP);
    // The join finds each trade's fills by its key: the primary key of trade_fills.
    const rows = await selectRows<FillsRow>(
      em,
      `select t.id as trade_id, f.fills from trade t join trade_fills f on f.account_instrument_id = t.account_instrument_id and f.trade_key = t.trade_key
       where t.id in (${placeholders(chunk.length)})`,
      chunk,
    );
    for (const row of rows) fills.set(Number(row.trade_id), unpackedFills(row.fills));
  }
  return fills;
}

// Trades whose fills are handed to GraphQL per turn of the event loop (see TradeFillsLoader).
const TRADES_PER_TURN = 100;

/**
 * The fills of the trades of one answer, read together the first time any of them is asked for
 * (a list's `fills` then costs one query, not one per trade), and not at all when none is. They
 * are handed out 100 trades per turn of the event loop: GraphQL completes each trade's fills as
 * they come, and a page of 1000 trades' 2000 fills in one go held the server's thread (other
 * requests, the health check's too, waited) for as long as that took.
 */
export class TradeFillsLoader {
  private loaded: Promise<Map<number, TradeFillFacts[]>> | null = null;
  private readonly placeOf: ReadonlyMap<number, number>;
  private readonly turns: Promise<void>[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly trades: readonly Trade[],
  ) {
    this.placeOf = new Map(trades.map((trade, index) => [trade.id, index]));
  }

  async of(trade: Trade): Promise<TradeFillFacts[]> {
    this.loaded ??= fillsOfTrades(this.em, this.trades);
    const fills = await this.loaded;
    await this.turn(Math.floor((this.placeOf.get(trade.id) ?? 0) / TRADES_PER_TURN));
    return fills.get(trade.id) ?? [];
  }

  /** Settles `count` turns of the event loop after the fills were read (the first at once), each after the one before. */
  private turn(count: number): Promise<void> {
    if (count === 0) return Promise.resolve();
    let turn = this.turns[count];
    if (!turn) {
      turn = this.turn(count - 1).then(() => new Promise<void>((resolve) => setImmediate(resolve)));
      this.turns[count] = turn;
    }
    return turn;
  }
}
