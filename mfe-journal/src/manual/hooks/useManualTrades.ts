import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type {
  ClosePositionManuallyMutation,
  ClosePositionManuallyMutationVariables,
  CreateManualTradeMutation,
  CreateManualTradeMutationVariables,
  DeleteManualTradeMutation,
  DeleteManualTradeMutationVariables,
  ManualCloseInput,
  ManualTradeInput,
  UpdateManualTradeMutation,
  UpdateManualTradeMutationVariables,
} from '../../__generated__/graphql';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { messageOf } from '../../trades/utils/requestMessage';
import { CLOSE_POSITION_MANUALLY_MUTATION, CREATE_MANUAL_TRADE_MUTATION, DELETE_MANUAL_TRADE_MUTATION, UPDATE_MANUAL_TRADE_MUTATION } from '../graphql/ManualTradeMutations';
import { fieldErrorsOf } from '../utils/fieldErrors';

// Every figure on screen rests on the trades: the lists and figures are read again (those of the
// page shown). Not the trade's own chart, fills or analysis: the change gave it a new id, and the
// old one is no longer found.
const AFTER = {
  refetchQueries: ['TradeHistory', 'Dashboard', 'PerformanceChart', 'AdvancedAnalytics', 'AnalyticsBreakdowns', 'InsightsCard', 'Insights', 'WeeklyReport'],
  awaitRefetchQueries: true,
};

/** Why the last request was refused: the server's message, and each refused field's reason. */
export interface ManualTradeProblem {
  message: string;
  fields: Record<string, string>;
}

/** Entering, editing, closing and deleting trades by hand; each answers the trade (or true), or null when refused (see `problem`). */
export function useManualTrades() {
  const [createTrade] = useMutation<CreateManualTradeMutation, CreateManualTradeMutationVariables>(CREATE_MANUAL_TRADE_MUTATION, AFTER);
  const [updateTrade] = useMutation<UpdateManualTradeMutation, UpdateManualTradeMutationVariables>(UPDATE_MANUAL_TRADE_MUTATION, AFTER);
  const [deleteTrade] = useMutation<DeleteManualTradeMutation, DeleteManualTradeMutationVariables>(DELETE_MANUAL_TRADE_MUTATION, AFTER);
  const [closeTrade] = useMutation<ClosePositionManuallyMutation, ClosePositionManuallyMutationVariables>(CLOSE_POSITION_MANUALLY_MUTATION, AFTER);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ManualTradeProblem | null>(null);

  async function run<T>(request: () => Promise<T | null | undefined>): Promise<T | null> {
    setBusy(true);
    setProblem(null);
    try {
      return (await request()) ?? null;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const count = Object.keys(fields).length;
      // The fields say what is wrong under each; the form's summary only points at them.
      setProblem({ message: count === 0 ? messageOf(error) : `Please correct the ${count === 1 ? 'field' : `${count} fields`} marked above.`, fields });
      return null;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    problem,
    reset: () => setProblem(null),
    create: (input: ManualTradeInput) => run<TradeRow>(async () => (await createTrade({ variables: { input } })).data?.createManualTrade),
    update: (tradeId: string, input: ManualTradeInput) => run<TradeRow>(async () => (await updateTrade({ variables: { tradeId, input } })).data?.updateManualTrade),
    close: (tradeId: string, input: ManualCloseInput) => run<TradeRow>(async () => (await closeTrade({ variables: { tradeId, input } })).data?.closePositionManually),
    remove: (tradeId: string) => run<boolean>(async () => ((await deleteTrade({ variables: { tradeId } })).data?.deleteManualTrade ?? 0) > 0),
  };
}
