import { candleFilesOf, type CandleFile } from './candle-files';
import { dayPlanOf } from './day-journal-texts';
import { DEMO_INSTRUMENTS } from './demo-instruments';
import type { DemoTrade } from './demo-trade';
import { tradeDay } from './demo-trader';
import { flexStatementOf } from './flex-statement';
import { type MarketDay, simulateMarket } from './price-paths';
import { SeededRandom } from './seeded-random';
import { type TradingDay, tradingDaysBefore } from './trading-days';

/** About six months of weekdays. */
export const DEMO_TRADING_DAYS = 130;
/** The seed of the demo journal: the same seed and generation day give the same journal. */
export const DEMO_SEED = 20_260_301;

/** Everything the demo journal is made of, before any of it is stored. */
export interface DemoJournalPlan {
  seed: number;
  days: TradingDay[];
  market: MarketDay[];
  trades: DemoTrade[];
  /** The fills of every trade as an Interactive Brokers Flex Query CSV. */
  statement: string;
  candleFiles: CandleFile[];
  /** The plans written before sessions (YYYY-MM-DD → text). */
  dayPlans: Map<string, string>;
}

/**
 * The demo journal: DEMO_TRADING_DAYS weekdays ending the weekday before `generationDay`
 * (YYYY-MM-DD), the market simulated over them, the trader's trades on it, their fills as a broker
 * statement, the candles and the day plans. The same seed gives the same sequence, whatever the
 * day: only the dates move.
 */
export function planDemoJournal(generationDay: string, seed = DEMO_SEED): DemoJournalPlan {
  const random = new SeededRandom(seed);
  const days = tradingDaysBefore(generationDay, DEMO_TRADING_DAYS);
  const market = simulateMarket(random.stream('market'), days, DEMO_INSTRUMENTS);
  let orderId = 1_250_000_000;
  const nextOrderId = () => (orderId += 1 + (orderId % 7));
  const trades = market.flatMap((session, index) => tradeDay(random.stream(`trader ${index}`), session, market[index - 1] ?? null, DEMO_INSTRUMENTS, nextOrderId));
  return {
    seed,
    days,
    market,
    trades,
    statement: flexStatementOf(random.stream('statement'), trades),
    candleFiles: candleFilesOf(market, DEMO_INSTRUMENTS, trades),
    dayPlans: dayPlansOf(random.stream('day plans'), market, trades),
  };
}

/** A plan on about seven traded days in ten. */
function dayPlansOf(random: SeededRandom, market: readonly MarketDay[], trades: readonly DemoTrade[]): Map<string, string> {
  const plans = new Map<string, string>();
  market.forEach(({ day, bars }, index) => {
    const tickers = [...new Set(trades.filter((trade) => trade.day.date === day.date).map(({ instrument }) => instrument.ticker))];
    if (tickers.length === 0 || !random.chance(0.7) || index === 0) return;
    const spy = bars.get('SPY')!;
    const previousSpy = market[index - 1]!.bars.get('SPY')!;
    const previousClose = previousSpy.close[previousSpy.close.length - 1]!;
    plans.set(day.date, dayPlanOf(random, { spyGapPercent: ((spy.open[0]! - previousClose) / previousClose) * 100, watchlist: tickers }));
  });
  return plans;
}
