import { Field, ObjectType, registerEnumType } from 'type-graphql';
import type { DifferenceReason, Reconciliation, SymbolReconciliation } from '../reconciliation';

export enum DifferenceReasonEnum {
  BROKER_BEFORE_FEES = 'broker_before_fees',
  PRE_HISTORY_CLOSE = 'pre_history_close',
  AVERAGE_COST = 'average_cost',
}
registerEnumType(DifferenceReasonEnum, {
  name: 'ReconciliationReason',
  description: 'Why the broker’s figure differs from the journal’s (docs/importing.md).',
  valuesConfig: {
    BROKER_BEFORE_FEES: { description: 'The broker’s figure leaves out commissions and fees, which the journal’s P&L is net of.' },
    PRE_HISTORY_CLOSE: { description: 'A close of a position opened before the imported history: out of the journal’s P&L.' },
    AVERAGE_COST: { description: 'The broker booked closes against the position’s average cost; the journal closes the oldest lots first (FIFO).' },
  },
});

@ObjectType('ReconciliationPart', { description: 'What one known reason accounts for.' })
export class ReconciliationPartView {
  @Field(() => DifferenceReasonEnum) reason!: DifferenceReasonEnum;
  @Field() amount!: string;
}

@ObjectType('SymbolReconciliation', { description: 'One symbol: the broker’s realized P&L, the journal’s, and the difference.' })
export class SymbolReconciliationView {
  @Field() symbol!: string;
  @Field() broker!: string;
  @Field() ours!: string;
  @Field() difference!: string;
  @Field(() => [ReconciliationPartView]) reasons!: ReconciliationPartView[];
  @Field(() => String, { nullable: true, description: 'A difference past rounding no known reason explains: flagged, never hidden.' })
  unexplained!: string | null;
}

@ObjectType('ImportReconciliation', { description: 'The file’s own P&L against the journal’s, per symbol and in total (docs/importing.md).' })
export class ImportReconciliationView {
  @Field(() => [SymbolReconciliationView]) symbols!: SymbolReconciliationView[];
  @Field() broker!: string;
  @Field() ours!: string;
  @Field() difference!: string;
  @Field({ description: 'False when any symbol’s difference is left unexplained.' }) reconciled!: boolean;
}

// Exhaustive: a reason added to the domain fails to compile until GraphQL names it too.
const REASON_VALUES: Record<DifferenceReason, DifferenceReasonEnum> = {
  broker_before_fees: DifferenceReasonEnum.BROKER_BEFORE_FEES,
  pre_history_close: DifferenceReasonEnum.PRE_HISTORY_CLOSE,
  average_cost: DifferenceReasonEnum.AVERAGE_COST,
};

const symbolView = ({ symbol, broker, ours, difference, reasons, unexplained }: SymbolReconciliation): SymbolReconciliationView =>
  Object.assign(new SymbolReconciliationView(), {
    symbol,
    broker,
    ours,
    difference,
    reasons: reasons.map(({ reason, amount }) => Object.assign(new ReconciliationPartView(), { reason: REASON_VALUES[reason], amount })),
    unexplained,
  });

/** The domain answer as GraphQL serves it; null for an import without the broker's figures. */
export function reconciliationView(reconciliation: Reconciliation | null | undefined): ImportReconciliationView | null {
  if (!reconciliation) return null;
  const { symbols, broker, ours, difference, reconciled } = reconciliation;
  return Object.assign(new ImportReconciliationView(), { symbols: symbols.map(symbolView), broker, ours, difference, reconciled });
}
