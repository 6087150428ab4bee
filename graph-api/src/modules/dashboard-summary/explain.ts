import type { EntityManager } from '@mikro-orm/core';
import { PublicError } from '../../errors';
import { describeFilter, isCalendarDate, NO_JOURNAL_FILTER } from '../trades';
import { type TradeScope, tradesInScope } from '../trades/rows';
import { utcRangeOfDay } from './domain/local-time';
import { type ClosedTrade, compareTradeOrder, inTradeOrder, isClosed, outcomeOf, refOf, type TradeRef } from './domain/metric-trade';
import { allTradesOf, holdsOptions } from './summary/trade-rows';
import type { PerformanceMetrics, Ratio } from './domain/performance-metrics';
import type { Streak } from './domain/streaks';
import { epochMsOf } from '../../db/raw-values';
import { selectRows } from '../../db/raw-sql';

export const EXPLAINED_METRICS = [
  'total_pnl', 'total_trades', 'win_rate', 'profit_factor', 'expectancy', 'avg_win', 'avg_loss', 'payoff_ratio', 'max_drawdown',
  'largest_losing_streak', 'longest_win_streak', 'longest_loss_streak', 'costs', 'daily_pnl',
] as const;
export type ExplainedMetric = (typeof EXPLAINED_METRICS)[number];

/** At most this many trade ids come with an explanation; `tradeCount` says how many there are. */
export const MAX_EXPLAINED_TRADES = 50;

export interface Explanation {
  metric: ExplainedMetric;
  formula: string;
  inputs: { name: string; value: string }[];
  /** How many trades the figure is made of. */
  tradeCount: number;
  /** Their ids, at most MAX_EXPLAINED_TRADES: sequences (drawdown, streaks, a day) in trade order, sets newest first. */
  tradeIds: string[];
  /** Which trades the figure counts, in words: "all trades" or the filter bar's filter (docs/filter-bar.md). */
  filter: string;
}

type TradeSet = 'closed' | 'winners' | 'losers' | 'decided';

const ratioText = (ratio: Ratio) => (ratio.kind === 'infinite' ? '∞' : ratio.kind === 'none' ? '—' : ratio.value.toFixed(2));
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;
const streakInputs = (streak: Streak) => [
  { name: 'Trades in the streak', value: String(streak.count) },
  { name: 'P&L of the streak', value: streak.total },
];

const FORMULAS: Record<ExplainedMetric, string> = {
  total_pnl: 'Net P&L: the sum of the net P&L (gross P&L minus commission and fees) of every closed trade. Open trades count once they close.',
  total_trades: 'Closed trades: every round trip that has closed. Open positions are counted apart and enter no P&L figure.',
  win_rate: 'Win rate = winners ÷ closed trades. A winner made more than 0 after costs; a scratch (exactly 0) is neither a winner nor a loser, but it is a closed trade, so it stays in the denominator.',
  profit_factor: 'Profit factor = gross profit ÷ |gross loss|: the net P&L of all winners together over that of all losers. ∞ with no loser; — with neither a winner nor a loser.',
  expectancy: 'Expectancy = net P&L ÷ closed trades: what a closed trade made on average.',
  avg_win: 'Average win = gross profit ÷ winners: the mean net P&L of the winning trades.',
  avg_loss: 'Average loss = gross loss ÷ losers: the mean net P&L of the losing trades (negative).',
  payoff_ratio: 'Payoff ratio = average win ÷ |average loss|. — without a winner or without a loser.',
  max_drawdown:
    'Max drawdown = the largest fall of cumulative net P&L from a peak to a later trough, trades taken in order of exit time, the curve starting at 0. The trades listed exited after the peak, up to the trough: their P&L adds up to minus the drawdown.',
  largest_losing_streak: 'Largest losing streak = the run of consecutive losing trades (in order of exit time) with the largest total loss. A winner or a scratch ends a run.',
  longest_win_streak: 'Longest win streak = the most winning trades in a row, in order of exit time. A loser or a scratch ends a run.',
  longest_loss_streak: 'Longest loss streak = the most losing trades in a row, in order of exit time. A winner or a scratch ends a run.',
  costs: 'Commissions and fees = Σ commission + Σ fees of the closed trades. Share of gross P&L = that sum ÷ Σ gross P&L (— when gross P&L is not above 0).',
  daily_pnl: 'Daily P&L = the sum of the net P&L of the trades that closed that day, in your time zone.',
};

/** Refuses what no explanation answers (daily_pnl without a day): checked on the API's thread before a worker is asked. */
export function checkExplainable(metric: ExplainedMetric, date?: string | null): void {
  if (metric === 'daily_pnl' && (!date || !isCalendarDate(date))) throw new PublicError('BAD_USER_INPUT', 'daily_pnl is explained for a date: give date as YYYY-MM-DD.');
}

/**
 * Formula, inputs and trades behind one dashboard figure. `date` (YYYY-MM-DD) is for daily_pnl.
 * Under a filter (`scope`), the trades listed are the filtered ones, as the figure counts them:
 * that reads every trade of the user's, so the caller runs it on a worker thread (AnalyticsService.explain).
 */
export async function explainMetric(
  em: EntityManager,
  userId: number,
  metric: ExplainedMetric,
  metrics: PerformanceMetrics,
  timeZone: string,
  date?: string | null,
  scope: TradeScope | null = null,
): Promise<Explanation> {
  const { tally } = metrics;
  const counts = [
    { name: 'Closed trades', value: String(tally.trades) },
    { name: 'Winners', value: String(tally.winners) },
    { name: 'Losers', value: String(tally.losers) },
    { name: 'Scratches', value: String(tally.scratches) },
  ];
  const filter = describeFilter(scope?.filter ?? NO_JOURNAL_FILTER);
  const answer = async (inputs: Explanation['inputs'], trades: { count: number; ids: string[] }) => ({ metric, formula: FORMULAS[metric], inputs, tradeCount: trades.count, tradeIds: trades.ids, filter });
  // A trader of options has figures counted on positions (docs/options.md), a filtered figure on the
  // trades the filter keeps: so are the trades listed.
  const source: TradeSource =
    scope !== null
      ? positionSource(await closedPositionsInOrder(em, userId, scope))
      : (await holdsOptions(em, userId))
        ? positionSource(await closedPositionsInOrder(em, userId, null))
        : sqlSource(em, userId);
  const set = (kind: TradeSet, count: number) => source.set(kind, count);
  const exitedBetween = (after: number | null, upTo: number) => source.exitedBetween(after, upTo);
  switch (metric) {
    case 'total_pnl':
      return answer([{ name: 'Closed trades', value: String(tally.trades) }, { name: 'Net P&L', value: tally.netPnl }, { name: 'Open trades (not counted)', value: String(metrics.openTrades) }], await set('closed', tally.trades));
    case 'total_trades':
      return answer([...counts, { name: 'Open trades', value: String(metrics.openTrades) }], await set('closed', tally.trades));
    case 'win_rate':
      return answer([...counts, { name: 'Win rate', value: percent(metrics.winRate) }], await set('closed', tally.trades));
    case 'profit_factor':
      return answer([{ name: 'Gross profit', value: tally.grossProfit }, { name: 'Gross loss', value: tally.grossLoss }, { name: 'Profit factor', value: ratioText(metrics.profitFactor) }], await set('decided', tally.winners + tally.losers));
    case 'expectancy':
      return answer([{ name: 'Net P&L', value: tally.netPnl }, { name: 'Closed trades', value: String(tally.trades) }, { name: 'Expectancy', value: metrics.expectancy }], await set('closed', tally.trades));
    case 'avg_win':
      return answer([{ name: 'Gross profit', value: tally.grossProfit }, { name: 'Winners', value: String(tally.winners) }, { name: 'Average win', value: metrics.avgWin }], await set('winners', tally.winners));
    case 'avg_loss':
      return answer([{ name: 'Gross loss', value: tally.grossLoss }, { name: 'Losers', value: String(tally.losers) }, { name: 'Average loss', value: metrics.avgLoss }], await set('losers', tally.losers));
    case 'payoff_ratio':
      return answer([{ name: 'Average win', value: metrics.avgWin }, { name: 'Average loss', value: metrics.avgLoss }, { name: 'Payoff ratio', value: ratioText(metrics.payoffRatio) }], await set('decided', tally.winners + tally.losers));
    case 'costs':
      return answer(
        [{ name: 'Commissions', value: tally.commission }, { name: 'Fees', value: tally.fees }, { name: 'Gross P&L', value: tally.grossPnl }, { name: 'Share of gross P&L', value: metrics.costShareOfGross.kind === 'value' ? percent(metrics.costShareOfGross.value) : '—' }],
        await set('closed', tally.trades),
      );
    case 'max_drawdown': {
      const { amount, peakAt, troughAt } = metrics.maxDrawdown;
      const inputs = [{ name: 'Max drawdown', value: amount }, { name: 'Peak', value: peakAt === null ? 'the start (0)' : new Date(peakAt).toISOString() }, { name: 'Trough', value: troughAt === null ? '—' : new Date(troughAt).toISOString() }];
      return answer(inputs, troughAt === null ? { count: 0, ids: [] } : await exitedBetween(peakAt, troughAt));
    }
    case 'largest_losing_streak':
      return answer(streakInputs(metrics.largestLosingStreak), await source.run(metrics.largestLosingStreak));
    case 'longest_win_streak':
      return answer(streakInputs(metrics.longestWinStreak), await source.run(metrics.longestWinStreak));
    case 'longest_loss_streak':
      return answer(streakInputs(metrics.longestLossStreak), await source.run(metrics.longestLossStreak));
    case 'daily_pnl': {
      checkExplainable(metric, date);
      const day = date!;
      const { start, end } = utcRangeOfDay(day, timeZone);
      const trades = await exitedBetween(start.getTime() - 1, end.getTime() - 1);
      return answer([{ name: 'Day', value: day }, { name: 'Time zone', value: timeZone }, { name: 'Trades closed that day', value: String(trades.count) }], trades);
    }
  }
}

/** Where the trades behind a figure are read: the trade table, or a trader of options' positions. */
interface TradeSource {
  set(kind: TradeSet, count: number): Promise<{ count: number; ids: string[] }>;
  exitedBetween(after: number | null, upTo: number): Promise<{ count: number; ids: string[] }>;
  run(streak: Streak): Promise<{ count: number; ids: string[] }>;
}

function sqlSource(em: EntityManager, userId: number): TradeSource {
  return {
    set: (kind, count) => tradeSet(em, userId, kind, count),
    exitedBetween: (after, upTo) => exitedBetweenInTable(em, userId, after, upTo),
    run: (streak) => runInTable(em, userId, streak),
  };
}

const IN_SET: Record<TradeSet, (trade: ClosedTrade) => boolean> = {
  closed: () => true,
  winners: (trade) => outcomeOf(trade.netPnl) === 'win',
  losers: (trade) => outcomeOf(trade.netPnl) === 'loss',
  decided: (trade) => outcomeOf(trade.netPnl) !== 'scratch',
};

/** The same answers over positions in trade order: each named by its lead leg's trade id, as every figure names it. */
function positionSource(positions: readonly ClosedTrade[]): TradeSource {
  const idsOf = (trades: readonly ClosedTrade[]) => trades.slice(0, MAX_EXPLAINED_TRADES).map((trade) => trade.id);
  return {
    set: async (kind, count) => ({ count, ids: idsOf([...positions].reverse().filter(IN_SET[kind])) }),
    exitedBetween: async (after, upTo) => {
      const between = positions.filter((trade) => trade.exitTime <= upTo && (after === null || trade.exitTime > after));
      return { count: between.length, ids: idsOf(between) };
    },
    run: async (streak) => {
      if (streak.count === 0 || !streak.first) return { count: 0, ids: [] };
      const start = positions.findIndex((trade) => compareTradeOrder(refOf(trade), streak.first!) === 0);
      return { count: streak.count, ids: start < 0 ? [] : idsOf(positions.slice(start, start + streak.count)) };
    },
  };
}

const SIGN_OF_PNL: Record<TradeSet, string> = {
  closed: '',
  winners: ' and cast(net_pnl as decimal(24,6)) > 0',
  losers: ' and cast(net_pnl as decimal(24,6)) < 0',
  decided: ' and cast(net_pnl as decimal(24,6)) <> 0',
};

/** The newest trades of a set (its size is known from the summary). */
async function tradeSet(em: EntityManager, userId: number, kind: TradeSet, count: number) {
  if (count === 0) return { count, ids: [] };
  const sql = `select id from trade where user_id = ? and status = 'closed'${SIGN_OF_PNL[kind]} order by exit_time desc, id desc limit ${MAX_EXPLAINED_TRADES}`;
  return { count, ids: (await selectRows<{ id: number }>(em, sql, [userId])).map(({ id }) => String(id)) };
}

/** Closed trades that exited after `after` (null: from the start) and up to `upTo`, in trade order. */
async function exitedBetweenInTable(em: EntityManager, userId: number, after: number | null, upTo: number) {
  const where = `user_id = ? and status = 'closed' and exit_time <= ?${after === null ? '' : ' and exit_time > ?'}`;
  const params = [userId, new Date(upTo), ...(after === null ? [] : [new Date(after)])];
  const [{ count }] = await selectRows<{ count: number | string }>(em, `select count(*) as count from trade where ${where}`, params) as [{ count: number | string }];
  const rows = await selectRows<{ id: number }>(em, `select id from trade where ${where} order by exit_time, entry_time, account_instrument_id, trade_key limit ${MAX_EXPLAINED_TRADES}`, params);
  return { count: Number(count), ids: rows.map(({ id }) => String(id)) };
}

// Trades that exit with the streak's first at one instant but come before it in trade order are skipped.
const TIES_READ_PAST = 500;

/** The trades of a streak: from its first trade on, in trade order, `count` of them. */
async function runInTable(em: EntityManager, userId: number, streak: Streak) {
  if (streak.count === 0 || !streak.first) return { count: 0, ids: [] };
  const first = streak.first;
  const limit = Math.min(streak.count, MAX_EXPLAINED_TRADES) + TIES_READ_PAST;
  const rows = await selectRows<{ id: number; exit_time: unknown; entry_time: unknown; account_instrument_id: number; trade_key: string }>(
    em,
    `select id, exit_time, entry_time, account_instrument_id, trade_key from trade where user_id = ? and status = 'closed' and exit_time >= ? order by exit_time, entry_time limit ${limit}`,
    [userId, new Date(first.exitTime)],
  );
  const ordered = rows
    .map((row) => ({ id: String(row.id), ref: { exitTime: epochMsOf(row.exit_time), entryTime: epochMsOf(row.entry_time), instrumentId: Number(row.account_instrument_id), tradeKey: row.trade_key } as TradeRef }))
    .sort((a, b) => compareTradeOrder(a.ref, b.ref));
  const start = ordered.findIndex(({ ref }) => compareTradeOrder(ref, first) === 0);
  return { count: streak.count, ids: ordered.slice(start, start + Math.min(streak.count, MAX_EXPLAINED_TRADES)).map(({ id }) => id) };
}

/** A trader's closed positions (legs grouped, docs/options.md), those the scope keeps, in trade order. */
async function closedPositionsInOrder(em: EntityManager, userId: number, scope: TradeScope | null): Promise<ClosedTrade[]> {
  const all = await allTradesOf(em, userId);
  const kept = scope === null ? all : await tradesInScope((sql, params) => selectRows(em, sql, params), userId, scope, all);
  return inTradeOrder(kept.filter(isClosed));
}
