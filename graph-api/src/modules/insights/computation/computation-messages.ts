import type { DatabaseConfig } from '../../../db/database-config';
import type { TradeScope } from '../../trades/rows';
import type { Insight } from '../domain/insight';

/** What a worker thread is started with. */
export interface WorkerSetup {
  database: DatabaseConfig;
}

/** One user's computation: the Settings are read by the API, the trades by the worker. */
export interface ComputationRequest {
  userId: number;
  timeZone: string;
  riskPerTradePercent: number;
  /** Under the filter bar's filter (docs/filter-bar.md): the engine runs over the trades it keeps. */
  scope?: TradeScope | null;
}

/**
 * An insight as the worker hands it over: its trade ids already as the JSON the store keeps (a
 * finding of 100 000 trades names them all; turned into text on the worker, they cost the API's
 * thread one string to copy rather than 100 000 to make and write out).
 */
export type ComputedInsight = Omit<Insight, 'tradeIds'> & { tradeIdsJson: string };

export interface Computed {
  insights: ComputedInsight[];
  trades: number;
  readMs: number;
  engineMs: number;
}

