// A worker thread of the insights (insights-workers.ts): reads one user's trades on its own
// connection and runs the engine, off the API's thread. Pure computation and reads; it stores nothing.
import { workerData } from 'node:worker_threads';
import { answerJobs } from '../../../workers/answer-jobs';
import { insightsOf } from '../engine';
import { closedInsightTrades } from '../insight-trades';
import { tradesInScope } from '../../trades/rows';
import type { ComputationRequest, Computed, WorkerSetup } from './computation-messages';
import { openWorkerReader } from './worker-readers';

const { database } = workerData as WorkerSetup;

async function compute({ userId, timeZone, riskPerTradePercent, scope }: ComputationRequest): Promise<Computed> {
  // A connection per computation: one left open between them could be closed by the server meanwhile.
  const reader = await openWorkerReader(database);
  try {
    const started = performance.now();
    const all = await closedInsightTrades(reader, userId);
    const trades = scope ? await tradesInScope((sql, params) => reader.rows(sql, params), userId, scope, all) : all;
    const read = performance.now();
    const insights = insightsOf({ trades, timeZone, riskPerTradePercent, subset: scope !== undefined && scope !== null }).map(({ tradeIds, ...insight }) => ({ ...insight, tradeIdsJson: JSON.stringify(tradeIds.map(Number)) }));
    return { insights, trades: trades.length, readMs: read - started, engineMs: performance.now() - read };
  } finally {
    await reader.close();
  }
}

answerJobs(compute);
