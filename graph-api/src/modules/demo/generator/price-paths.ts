import type { DemoInstrument } from './demo-instruments';
import type { SeededRandom } from './seeded-random';
import { SESSION_MINUTES, type TradingDay } from './trading-days';

/** One session's one-minute bars of one instrument, prices in cents. */
export interface MinuteBars {
  open: Int32Array;
  high: Int32Array;
  low: Int32Array;
  close: Int32Array;
  volume: Int32Array;
}

/** Every instrument's session on one trading day. */
export interface MarketDay {
  day: TradingDay;
  bars: ReadonlyMap<string, MinuteBars>;
}

/** Price steps simulated inside each minute: the bar's high and low are the extremes of these. */
const STEPS_PER_MINUTE = 4;
const TRADING_DAYS_PER_YEAR = 252;

/**
 * Intraday volatility is U-shaped: busiest at the open, quiet at lunch, busier into the close.
 * Weights per minute, scaled so they average 1 (the day's variance is unchanged).
 */
const VARIANCE_PROFILE = normalised(Array.from({ length: SESSION_MINUTES }, (_, minute) => 1 + 2.2 * Math.exp(-minute / 22) + 0.7 * Math.exp(-(SESSION_MINUTES - 1 - minute) / 25)));
const VOLUME_PROFILE = normalised(Array.from({ length: SESSION_MINUTES }, (_, minute) => 1 + 3 * Math.exp(-minute / 18) + 1.5 * Math.exp(-(SESSION_MINUTES - 1 - minute) / 15)));

function normalised(weights: number[]): Float64Array {
  const mean = weights.reduce((sum, weight) => sum + weight, 0) / weights.length;
  return Float64Array.from(weights, (weight) => weight / mean);
}

/**
 * Geometric Brownian motion per instrument, one session a day: an overnight gap, then minute
 * steps whose variance follows the intraday profile, each instrument's moves correlated with a
 * shared market factor (the stocks move together on a market-wide day, MES and SPY nearly as one).
 * Prices are rounded to the instrument's tick before the bars are cut, so every bar's open, high,
 * low and close are prices that traded.
 */
export function simulateMarket(random: SeededRandom, days: readonly TradingDay[], instruments: readonly DemoInstrument[]): MarketDay[] {
  const logPrices = new Map(instruments.map((instrument) => [instrument.ticker, Math.log(instrument.startPriceCents)]));
  return days.map((day) => {
    const market = random.stream(`market ${day.index}`);
    const marketGap = market.normal();
    const marketSteps = Float64Array.from({ length: SESSION_MINUTES * STEPS_PER_MINUTE }, () => market.normal());
    const bars = new Map<string, MinuteBars>();
    for (const instrument of instruments) {
      const own = random.stream(`path ${instrument.ticker} ${day.index}`);
      const { session, closeLog } = simulateSession(own, instrument, logPrices.get(instrument.ticker)!, marketGap, marketSteps);
      logPrices.set(instrument.ticker, closeLog);
      bars.set(instrument.ticker, session);
    }
    return { day, bars };
  });
}

function simulateSession(random: SeededRandom, instrument: DemoInstrument, previousCloseLog: number, marketGap: number, marketSteps: Float64Array): { session: MinuteBars; closeLog: number } {
  const { dailyVolatility, gapShare, marketCorrelation: rho, annualDrift, tickCents } = instrument;
  const own = Math.sqrt(1 - rho * rho);
  const gapSigma = dailyVolatility * Math.sqrt(gapShare);
  const sessionVariance = dailyVolatility * dailyVolatility * (1 - gapShare);
  const driftPerMinute = annualDrift / TRADING_DAYS_PER_YEAR / SESSION_MINUTES;
  const tickOf = (logPrice: number) => Math.max(tickCents, Math.round(Math.exp(logPrice) / tickCents) * tickCents);

  let logPrice = previousCloseLog + gapSigma * (rho * marketGap + own * random.normal()) - 0.5 * gapSigma * gapSigma;
  const session: MinuteBars = {
    open: new Int32Array(SESSION_MINUTES),
    high: new Int32Array(SESSION_MINUTES),
    low: new Int32Array(SESSION_MINUTES),
    close: new Int32Array(SESSION_MINUTES),
    volume: new Int32Array(SESSION_MINUTES),
  };
  for (let minute = 0; minute < SESSION_MINUTES; minute += 1) {
    const stepVariance = (sessionVariance * VARIANCE_PROFILE[minute]!) / SESSION_MINUTES / STEPS_PER_MINUTE;
    const stepSigma = Math.sqrt(stepVariance);
    const stepDrift = driftPerMinute / STEPS_PER_MINUTE - 0.5 * stepVariance;
    let price = tickOf(logPrice);
    session.open[minute] = price;
    let high = price;
    let low = price;
    for (let step = 0; step < STEPS_PER_MINUTE; step += 1) {
      const shock = rho * marketSteps[minute * STEPS_PER_MINUTE + step]! + own * random.normal();
      logPrice += stepDrift + stepSigma * shock;
      price = tickOf(logPrice);
      if (price > high) high = price;
      if (price < low) low = price;
    }
    session.high[minute] = high;
    session.low[minute] = low;
    session.close[minute] = price;
    session.volume[minute] = Math.max(1, Math.round(instrument.minuteVolume * VOLUME_PROFILE[minute]! * Math.exp(0.45 * random.normal() - 0.1)));
  }
  return { session, closeLog: logPrice };
}
