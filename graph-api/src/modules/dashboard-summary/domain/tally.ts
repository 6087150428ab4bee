import { addMoney, MoneySum } from './money';
import { type MetricTrade, outcomeOf } from './metric-trade';

/** Counts and sums of closed trades: what every figure that ignores order is made of. Adds up. */
export interface Tally {
  trades: number;
  winners: number;
  losers: number;
  scratches: number;
  netPnl: string;
  /** Σ net P&L of winners. */
  grossProfit: string;
  /** Σ net P&L of losers (negative). */
  grossLoss: string;
  /** Σ gross P&L (before commission and fees). */
  grossPnl: string;
  commission: string;
  fees: string;
}

export const emptyTally = (): Tally => ({ trades: 0, winners: 0, losers: 0, scratches: 0, netPnl: '0', grossProfit: '0', grossLoss: '0', grossPnl: '0', commission: '0', fees: '0' });

/** Adds one closed trade to `tally` in place. */
export function countTrade(tally: Tally, trade: Pick<MetricTrade, 'netPnl' | 'grossPnl' | 'commission' | 'fees'>): Tally {
  const outcome = outcomeOf(trade.netPnl);
  tally.trades += 1;
  if (outcome === 'win') {
    tally.winners += 1;
    tally.grossProfit = addMoney(tally.grossProfit, trade.netPnl);
  } else if (outcome === 'loss') {
    tally.losers += 1;
    tally.grossLoss = addMoney(tally.grossLoss, trade.netPnl);
  } else tally.scratches += 1;
  tally.netPnl = addMoney(tally.netPnl, trade.netPnl);
  tally.grossPnl = addMoney(tally.grossPnl, trade.grossPnl);
  tally.commission = addMoney(tally.commission, trade.commission);
  tally.fees = addMoney(tally.fees, trade.fees);
  return tally;
}

type TallyTrade = Pick<MetricTrade, 'netPnl' | 'grossPnl' | 'commission' | 'fees'>;

/** A tally being counted, many trades at a time: countTrade's sums without a string per trade. */
export class TallyBuilder {
  private trades = 0;
  private winners = 0;
  private losers = 0;
  private readonly netPnl = new MoneySum();
  private readonly grossProfit = new MoneySum();
  private readonly grossLoss = new MoneySum();
  private readonly grossPnl = new MoneySum();
  private readonly commission = new MoneySum();
  private readonly fees = new MoneySum();

  count(trade: TallyTrade): void {
    const outcome = outcomeOf(trade.netPnl);
    this.trades += 1;
    if (outcome === 'win') {
      this.winners += 1;
      this.grossProfit.add(trade.netPnl);
    } else if (outcome === 'loss') {
      this.losers += 1;
      this.grossLoss.add(trade.netPnl);
    }
    this.netPnl.add(trade.netPnl);
    this.grossPnl.add(trade.grossPnl);
    this.commission.add(trade.commission);
    this.fees.add(trade.fees);
  }

  tally(): Tally {
    return {
      trades: this.trades,
      winners: this.winners,
      losers: this.losers,
      scratches: this.trades - this.winners - this.losers,
      netPnl: this.netPnl.text(),
      grossProfit: this.grossProfit.text(),
      grossLoss: this.grossLoss.text(),
      grossPnl: this.grossPnl.text(),
      commission: this.commission.text(),
      fees: this.fees.text(),
    };
  }
}

export function tallyOf(trades: readonly TallyTrade[]): Tally {
  const builder = new TallyBuilder();
  for (const trade of trades) builder.count(trade);
  return builder.tally();
}

/** Tallies of trades grouped by `keyOf` (undefined: the trade is left out), counted in one pass. */
export function talliesByKey<Trade extends TallyTrade, Key>(trades: Iterable<Trade>, keyOf: (trade: Trade) => Key | undefined): Map<Key, Tally> {
  const builders = new Map<Key, TallyBuilder>();
  for (const trade of trades) {
    const key = keyOf(trade);
    if (key === undefined) continue;
    let builder = builders.get(key);
    if (!builder) builders.set(key, (builder = new TallyBuilder()));
    builder.count(trade);
  }
  return new Map([...builders].map(([key, builder]) => [key, builder.tally()]));
}

export function mergeTallies(a: Tally, b: Tally): Tally {
  return {
    trades: a.trades + b.trades,
    winners: a.winners + b.winners,
    losers: a.losers + b.losers,
    scratches: a.scratches + b.scratches,
    netPnl: addMoney(a.netPnl, b.netPnl),
    grossProfit: addMoney(a.grossProfit, b.grossProfit),
    grossLoss: addMoney(a.grossLoss, b.grossLoss),
    grossPnl: addMoney(a.grossPnl, b.grossPnl),
    commission: addMoney(a.commission, b.commission),
    fees: addMoney(a.fees, b.fees),
  };
}

/** Winners / closed trades (scratches in the denominator), 0 with no trade. */
export const winRateOf = (tally: Pick<Tally, 'trades' | 'winners'>): number => (tally.trades === 0 ? 0 : tally.winners / tally.trades);
