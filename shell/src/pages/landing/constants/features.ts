export interface Feature {
  title: string;
  text: string;
}

/** The features grid: eight things the product does today (docs/), nothing it does not. */
export const features: Feature[] = [
  {
    title: 'Import from 9 platforms',
    text: 'Interactive Brokers, Alpaca and Charles Schwab by API; DAS Trader Pro, thinkorswim, TradeZero, E*TRADE, Fidelity and Webull by CSV, and any other CSV by mapping its columns. Fills become round trips (FIFO), and a re-import never duplicates a trade.',
  },
  {
    title: 'Performance analytics',
    text: 'Win rate, profit factor, max drawdown, expectancy and streaks from your closed trades. Open any figure to see its formula and the trades behind it.',
  },
  {
    title: 'Breakdowns that show their certainty',
    text: 'Results by hour, weekday, symbol, side, holding time, position size, tag and R-multiple, each with its sample size, 95% intervals, and "Not enough data" under 20 trades.',
  },
  {
    title: 'AI insights from your own trades',
    text: 'The insights engine looks for time-of-day edges, revenge trades, tilt, overtrading and fee drag, tests each against chance, and shows the trades it rests on.',
  },
  {
    title: 'Trade review with charts',
    text: 'Open a trade to see its candles with your fills marked, how far it went against you and in your favour (MAE and MFE), and an analysis of its entry, exit and risk.',
  },
  {
    title: 'Journal, tags and R-multiples',
    text: 'Notes on every trade, setup and mistake tags, a planned stop that gives each trade its R-multiple, and a plan and review for every trading day.',
  },
  {
    title: 'Psychology assessment and Play Book',
    text: 'A Big Five personality assessment with your experience and self-ratings, then a personal Play Book of rules, risk limits and triggers, each saying why.',
  },
  {
    title: 'Private and secure',
    text: 'Sessions kept on the server, two-factor authentication, broker credentials encrypted at rest, and your data exported or deleted whenever you ask.',
  },
];
