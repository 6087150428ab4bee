import type { EntityManager } from '@mikro-orm/core';
import { Trade } from '../trade.entity';
import { tradeNotFound } from '../trade.errors';
import { underlyingOfSymbol } from './position-shape';
import { positionsOfTrades } from './trade-positions';

/** The most trades a merge's list offers: the newest of them (a trader names a roll or a late leg, not a year of trades). */
export const MERGE_CANDIDATES_LIMIT = 100;

/** Where a trade may be merged: its account and underlying. Null for futures and crypto, which are never grouped (docs/options.md). */
export function mergePlaceOf(trade: Trade): string | null {
  const underlying = underlyingOfSymbol(trade.accountInstrument.symbol)?.underlying;
  return underlying === undefined ? null : `${trade.accountInstrument.accountId} ${underlying}`;
}

/** One trade of the user's, with its account instrument (another user's is not found). */
export async function ownTradeOf(em: EntityManager, userId: number, tradeId: number): Promise<Trade> {
  const trade = await em.findOne(Trade, { id: tradeId, user: userId }, { populate: ['accountInstrument'] });
  if (!trade) throw tradeNotFound();
  return trade;
}

export const legOf = (trade: Trade) => ({ id: trade.id, symbol: trade.accountInstrument.symbol, accountId: trade.accountInstrument.accountId });

/**
 * The ids of the user's trades that mergePositions takes with this one (docs/options.md, "Splitting
 * and merging by hand"): of its account and underlying (options and shares alike), not legs of its
 * own position already; newest first, at most MERGE_CANDIDATES_LIMIT.
 */
export async function mergeCandidateIds(em: EntityManager, userId: number, tradeId: number): Promise<number[]> {
  const trade = await ownTradeOf(em, userId, tradeId);
  const place = mergePlaceOf(trade);
  if (place === null) return [];
  const underlying = underlyingOfSymbol(trade.accountInstrument.symbol)!.underlying;
  const own = (await positionsOfTrades(em, userId, [legOf(trade)])).get(String(trade.id));
  const excluded = new Set([trade.id, ...(own?.legs ?? []).map((leg) => Number(leg.id))]);
  // The account instrument's symbol is the shares', its underlying an option's: the rule is then applied as the merge does.
  const found = await em.find(
    Trade,
    { user: userId, accountInstrument: { user: userId, accountId: trade.accountInstrument.accountId, $or: [{ symbol: underlying }, { underlying }] } },
    { populate: ['accountInstrument'], orderBy: { entryTime: 'desc', id: 'desc' }, limit: MERGE_CANDIDATES_LIMIT + excluded.size },
  );
  return found
    .filter((other) => !excluded.has(other.id) && mergePlaceOf(other) === place)
    .slice(0, MERGE_CANDIDATES_LIMIT)
    .map((other) => other.id);
}
