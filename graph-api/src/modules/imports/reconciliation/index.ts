export { reconcile, type DifferenceReason, type Reconciliation, type StatedFigure, type SymbolReconciliation } from './reconciliation';
export { statedFiguresOf } from './stated-figures';
