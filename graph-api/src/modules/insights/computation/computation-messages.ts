import type { DatabaseConfig } from '../../../db/database-config';
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
}

export interface Computed {
  insights: Insight[];
  trades: number;
  readMs: number;
  engineMs: number;
}

export type ComputationReply = ({ ok: true } & Computed) | { ok: false; message: string; stack: string | undefined };
