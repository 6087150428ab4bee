import type { ReconciliationReason } from '../__generated__/graphql';

/** Why the broker's figure and ours differ, in a trader's words (docs/importing.md). */
export const REASON_TEXTS: Record<ReconciliationReason, string> = {
  BROKER_BEFORE_FEES: "Fees and commissions not in the broker's figure",
  PRE_HISTORY_CLOSE: 'Closes a position opened before this history',
  AVERAGE_COST: 'Broker books average cost; the journal closes oldest lots first (FIFO)',
};

export const RECONCILED_TEXT = "The broker's realized P&L and the journal's agree, or differ only for the reasons shown.";
export const NOT_RECONCILED_TEXT = 'A difference no known reason explains is flagged below. Check those symbols against your broker statement.';
