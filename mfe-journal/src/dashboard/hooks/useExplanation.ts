import { useQuery } from '@apollo/client/react';
import type { ExplainMetricQuery, ExplainMetricQueryVariables } from '../../__generated__/graphql';
import { EXPLAIN_METRIC_QUERY } from '../graphql/ExplainMetricQuery';
import type { ExplainRequest } from '../utils/explanation';

/** The server's explanation of the opened figure, asked for when it is opened and never cached. */
export function useExplanation(request: ExplainRequest) {
  const query = useQuery<ExplainMetricQuery, ExplainMetricQueryVariables>(EXPLAIN_METRIC_QUERY, {
    variables: { metric: request.figure, date: request.date ?? null, filter: request.filter ?? null },
    // Dashboard has no id: caching this would overwrite the dashboard's own answer.
    fetchPolicy: 'no-cache',
  });
  return { explanation: query.data?.dashboard.explain, loading: query.loading, error: Boolean(query.error) };
}
