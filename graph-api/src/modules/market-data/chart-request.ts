import type { EntityManager } from '@mikro-orm/core';
import { AccountInstrument, type TradeService } from '../trades';
import { type InstrumentFacts, instrumentFactsOf } from './chart-instrument';
import { CHART_TIMEFRAMES, type ChartTimeframe, DEFAULT_CHART_TIMEFRAME, isChartTimeframe } from './domain/timeframes';
import { badParameter } from './market-data.errors';

/** GET /api/trade-chart's parameters (SPEC §7: symbol, entryTime, timeframe), with exitTime and tradeId beside them. */
export interface ChartParameters {
  symbol?: unknown;
  entryTime?: unknown;
  exitTime?: unknown;
  timeframe?: unknown;
  tradeId?: unknown;
}

export interface ChartRequest {
  instrument: InstrumentFacts;
  entryTime: Date;
  exitTime: Date | null;
  timeframe: ChartTimeframe;
}

/**
 * The chart asked for: a trade of the caller (tradeId: its instrument, entry and exit), or a symbol
 * and entry time. A symbol the caller has traded is charted as that instrument (an option falls
 * back to its underlying); any other symbol is read as a stock, or crypto when it has a slash.
 */
export async function chartRequestOf(em: EntityManager, userId: number, trades: TradeService, parameters: ChartParameters): Promise<ChartRequest> {
  const timeframe = timeframeOf(parameters.timeframe);
  if (parameters.tradeId !== undefined && parameters.tradeId !== null && parameters.tradeId !== '') {
    const { trade } = await trades.find(em, userId, tradeIdOf(parameters.tradeId));
    return { instrument: instrumentFactsOf(trade.accountInstrument), entryTime: trade.entryTime, exitTime: trade.exitTime, timeframe };
  }
  const symbol = typeof parameters.symbol === 'string' ? parameters.symbol.trim().toUpperCase() : '';
  if (!symbol || symbol.length > 64) throw badParameter('Give the symbol to chart (or the tradeId of one of your trades).');
  const entryTime = timeOf(parameters.entryTime, 'entryTime');
  if (!entryTime) throw badParameter('Give the entryTime of the trade, as an ISO-8601 time such as 2024-03-08T14:35:00Z.');
  const exitTime = timeOf(parameters.exitTime, 'exitTime');
  if (exitTime && exitTime < entryTime) throw badParameter('exitTime is before entryTime.');
  const known = await em.findOne(AccountInstrument, { user: userId, symbol });
  const instrument = known ? instrumentFactsOf(known) : { symbol, assetClass: symbol.includes('/') ? 'crypto' : 'stock', underlying: null, expiry: null, strike: null, optionRight: null } as const;
  return { instrument, entryTime, exitTime, timeframe };
}

function timeframeOf(raw: unknown): ChartTimeframe {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_CHART_TIMEFRAME;
  if (typeof raw !== 'string' || !isChartTimeframe(raw)) throw badParameter(`The timeframe must be one of ${CHART_TIMEFRAMES.join(', ')}.`);
  return raw;
}

function timeOf(raw: unknown, name: string): Date | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const time = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(raw) ? new Date(raw) : null;
  if (!time || Number.isNaN(time.getTime())) throw badParameter(`${name} "${String(raw).slice(0, 40)}" is not an ISO-8601 time such as 2024-03-08T14:35:00Z.`);
  return time;
}

function tradeIdOf(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw badParameter(`tradeId "${String(raw).slice(0, 40)}" is not a trade id (digits).`);
  return Number(raw);
}

