import Big from 'big.js';
import type { CsvPreview } from '../service/csv-import.service';
import { canonicalDecimal } from '../../trades';
import { boundedMessages } from '../import-messages';
import { nothingNewMessage } from './import-summary';

/** How many executions and round trips a preview lists (the counts cover the whole file). */
export const PREVIEW_ROWS = 100;

/** A preview as both APIs answer it: counts over the whole file, the first rows of each list. */
export function previewJson(preview: CsvPreview) {
  const duplicateCount = preview.duplicateFlags.filter(Boolean).length;
  const totalNetPnl = preview.roundTrips.reduce((sum, trip) => sum.plus(trip.netPnl), new Big(0));
  return {
    platform: preview.platform,
    platformName: preview.platformName,
    detected: preview.detected,
    needsMapping: preview.needsMapping,
    columns: preview.columns,
    suggestedMapping: preview.suggestedMapping,
    executionCount: preview.executions.length,
    newExecutionCount: preview.executions.length - duplicateCount,
    duplicateCount,
    // A generic file waiting for its mapping has not been read yet: it is not empty.
    nothingNew: preview.needsMapping ? null : nothingNewMessage(preview.executions.length, preview.executions.length - duplicateCount),
    roundTripCount: preview.roundTrips.length,
    openPositionCount: preview.roundTrips.filter((trip) => trip.status === 'open').length,
    totalNetPnl: canonicalDecimal(totalNetPnl.toFixed(6)),
    // Bounded as the stored import's are: a file of a thousand pre-history sales names the first few.
    warnings: boundedMessages(preview.warnings),
    reconciliation: preview.reconciliation,
    executions: preview.executions.slice(0, PREVIEW_ROWS).map((execution, index) => ({
      line: execution.line,
      accountId: execution.accountId,
      symbol: execution.instrument.symbol,
      side: execution.side,
      quantity: execution.quantity,
      price: execution.price,
      commission: execution.commission,
      fees: execution.fees,
      executedAt: new Date(execution.executedAtMs),
      duplicate: preview.duplicateFlags[index],
    })),
    roundTrips: preview.roundTrips.slice(0, PREVIEW_ROWS).map((trip) => ({
      symbol: trip.instrument.symbol,
      side: trip.direction,
      quantity: trip.quantity,
      entryPrice: trip.entryPrice,
      exitPrice: trip.exitPrice,
      entryTime: trip.entryTime,
      exitTime: trip.exitTime,
      grossPnl: trip.grossPnl,
      commission: canonicalDecimal(new Big(trip.commission).plus(trip.fees).toFixed(6)),
      netPnl: trip.netPnl,
      status: trip.status,
      exitKind: trip.exitKind,
    })),
  };
}
