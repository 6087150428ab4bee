import type { EntityManager } from '@mikro-orm/core';
import { instantValueFor } from '../../db/bulk-insert/insert-rows';
import { selectRows } from '../../db/raw-sql';
import { epochMsOf } from '../../db/raw-values';
import type { AssignmentKind } from './domain/execution';

/**
 * The trade at the other end of an assignment or exercise (docs/options.md, "Assignment and
 * exercise"): for an option trade closed so, the trade of the shares it delivered; for a stock trade
 * those shares opened or closed, the option trade they came from. Derived from the share fill's
 * `assigned_from` (the option's symbol) in the same platform account; every lookup is by the
 * caller's own account instruments, so another user's trades are never reached.
 */
export interface AssignmentLink {
  tradeId: number;
  /** The linked trade's stored symbol. */
  symbol: string;
  kind: AssignmentKind;
  /** 'shares' when the linked trade holds the delivered shares; 'option' when it is the option they came from. */
  linkedIs: 'shares' | 'option';
  /** Whether the delivered shares opened the stock trade (else they closed or reduced it). */
  sharesOpened: boolean;
}

interface TradeRow {
  id: number | string;
  trade_key: string;
  entry_time: unknown;
  exit_time: unknown;
  exit_kind: string | null;
  account_instrument_id: number | string;
  platform: string;
  account_id: string;
  symbol: string;
  asset_class: string;
}

interface ShareFillRow {
  account_instrument_id: number | string;
  executed_at: unknown;
  dedupe_key: string;
  assigned_from: string;
}

const TRADE_COLUMNS = 't.id, t.trade_key, t.entry_time, t.exit_time, t.exit_kind, t.account_instrument_id, ai.platform, ai.account_id, ai.symbol, ai.asset_class';
const isAssignment = (kind: string | null): kind is AssignmentKind => kind === 'assigned' || kind === 'exercised';

/** The link of the caller's trade `tradeId`, or null when it has none. */
export async function assignmentLinkOf(em: EntityManager, userId: number, tradeId: number): Promise<AssignmentLink | null> {
  const [trade] = await selectRows<TradeRow>(
    em,
    `select ${TRADE_COLUMNS} from trade t join account_instrument ai on ai.id = t.account_instrument_id where t.id = ? and t.user_id = ? and ai.user_id = ?`,
    [tradeId, userId, userId],
  );
  if (!trade) return null;
  if (trade.asset_class === 'option') return isAssignment(trade.exit_kind) ? sharesOf(em, userId, trade, trade.exit_kind) : null;
  return trade.asset_class === 'stock' ? optionOf(em, userId, trade) : null;
}

/** The stock trade holding the shares the option trade's assignment or exercise delivered. */
async function sharesOf(em: EntityManager, userId: number, option: TradeRow, kind: AssignmentKind): Promise<AssignmentLink | null> {
  const fills = await selectRows<ShareFillRow>(
    em,
    `select e.account_instrument_id, e.executed_at, e.dedupe_key, e.assigned_from from execution e
     join account_instrument ai on ai.id = e.account_instrument_id
     where ai.user_id = ? and ai.platform = ? and ai.account_id = ? and e.assigned_from = ?`,
    [userId, option.platform, option.account_id, option.symbol],
  );
  const exitMs = option.exit_time === null ? 0 : epochMsOf(option.exit_time);
  const fill = closest(fills, (row) => epochMsOf(row.executed_at), exitMs);
  if (!fill) return null;
  const shares = await tradeHolding(em, userId, fill);
  return shares && { tradeId: Number(shares.trade.id), symbol: shares.trade.symbol, kind, linkedIs: 'shares', sharesOpened: shares.opened };
}

/** The option trade whose assignment or exercise delivered shares that opened or closed this stock trade. */
async function optionOf(em: EntityManager, userId: number, stock: TradeRow): Promise<AssignmentLink | null> {
  const instant = instantValueFor(em);
  const entryMs = epochMsOf(stock.entry_time);
  const exitMs = stock.exit_time === null ? null : epochMsOf(stock.exit_time);
  const fills = await selectRows<ShareFillRow>(
    em,
    `select e.account_instrument_id, e.executed_at, e.dedupe_key, e.assigned_from from execution e
     where e.account_instrument_id = ? and e.assigned_from is not null and e.executed_at >= ?${exitMs === null ? '' : ' and e.executed_at <= ?'}`,
    [Number(stock.account_instrument_id), instant(entryMs) as string | number, ...(exitMs === null ? [] : [instant(exitMs) as string | number])],
  );
  // The fill that opened the trade first (its key is that fill's), else the first within it.
  const fill = fills.find((row) => stock.trade_key.startsWith(`${row.dedupe_key}#`)) ?? closest(fills, (row) => epochMsOf(row.executed_at), entryMs);
  if (!fill) return null;
  const options = await selectRows<TradeRow>(
    em,
    `select ${TRADE_COLUMNS} from trade t join account_instrument ai on ai.id = t.account_instrument_id
     where t.user_id = ? and ai.user_id = ? and ai.platform = ? and ai.account_id = ? and ai.symbol = ? and t.exit_kind in ('assigned', 'exercised')`,
    [userId, userId, stock.platform, stock.account_id, fill.assigned_from],
  );
  const fillMs = epochMsOf(fill.executed_at);
  const option = closest(options, (row) => (row.exit_time === null ? 0 : epochMsOf(row.exit_time)), fillMs);
  if (!option || !isAssignment(option.exit_kind)) return null;
  const opened = stock.trade_key.startsWith(`${fill.dedupe_key}#`);
  return { tradeId: Number(option.id), symbol: option.symbol, kind: option.exit_kind, linkedIs: 'option', sharesOpened: opened };
}

/** The caller's stock trade that holds the share fill: the one it opened, else the one open around it. */
async function tradeHolding(em: EntityManager, userId: number, fill: ShareFillRow): Promise<{ trade: TradeRow; opened: boolean } | null> {
  const instant = instantValueFor(em);
  const at = instant(epochMsOf(fill.executed_at)) as string | number;
  const trades = await selectRows<TradeRow>(
    em,
    `select ${TRADE_COLUMNS} from trade t join account_instrument ai on ai.id = t.account_instrument_id
     where t.account_instrument_id = ? and t.user_id = ? and ai.user_id = ? and t.entry_time <= ? and (t.exit_time is null or t.exit_time >= ?)`,
    [Number(fill.account_instrument_id), userId, userId, at, at],
  );
  const opened = trades.find((trade) => trade.trade_key.startsWith(`${fill.dedupe_key}#`));
  if (opened) return { trade: opened, opened: true };
  const around = trades[0];
  return around ? { trade: around, opened: false } : null;
}

function closest<Row>(rows: readonly Row[], timeOf: (row: Row) => number, targetMs: number): Row | undefined {
  let best: Row | undefined;
  let bestDistance = Infinity;
  for (const row of rows) {
    const distance = Math.abs(timeOf(row) - targetMs);
    if (distance < bestDistance) {
      best = row;
      bestDistance = distance;
    }
  }
  return best;
}
