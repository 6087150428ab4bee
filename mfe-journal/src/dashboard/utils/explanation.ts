import { formatDateTime, formatDay, formatMoney } from '@tj/design-system';
import type { ExplainMetricQuery, JournalFilterInput } from '../../__generated__/graphql';
import type { ExplainedFigure } from './dashboardModel';

export type MetricExplanation = ExplainMetricQuery['dashboard']['explain'];

/** What was opened: a stat card, or a day of the chart or calendar. */
export interface ExplainRequest {
  figure: ExplainedFigure;
  /** For DAILY_PNL: the local day, YYYY-MM-DD. */
  date?: string;
  /** The filter bar's filter the dashboard shows: the figure explained is the filtered one. */
  filter?: JournalFilterInput | null;
}

const TITLES: Record<ExplainedFigure, string> = {
  TOTAL_PNL: 'Total P&L',
  WIN_RATE: 'Win Rate',
  PROFIT_FACTOR: 'Profit Factor',
  MAX_DRAWDOWN: 'Max Drawdown',
  DAILY_PNL: 'Daily P&L',
};

export function explanationTitle({ figure, date }: ExplainRequest): string {
  return figure === 'DAILY_PNL' && date ? `How the P&L of ${formatDay(date)} is calculated` : `How ${TITLES[figure]} is calculated`;
}

// The server sends its inputs as plain values (decimal text, ISO times): these are money.
const MONEY = /P&L|profit|loss|drawdown|win$|expectancy|commission|fees/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** An input as the page writes figures: dollars for money, times in the trader's zone, the rest as sent. */
export function formatInput({ name, value }: { name: string; value: string }, timeZone: string): string {
  if (INSTANT.test(value)) return formatDateTime(value, { timeZone });
  if (MONEY.test(name) && DECIMAL.test(value)) return formatMoney(value);
  return value;
}

/** Where the history lists the same trades, when a filter selects exactly them. */
export function historyLinkOf({ figure }: ExplainRequest): string | null {
  if (figure === 'TOTAL_PNL') return '/history';
  return null;
}
