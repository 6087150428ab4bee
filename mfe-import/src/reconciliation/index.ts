export { RECONCILIATION_FIELDS } from './graphql/ReconciliationFields';
export { ReconciliationTable } from './components/ReconciliationTable';
