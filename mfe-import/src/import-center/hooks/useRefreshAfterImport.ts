import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { IMPORT_CENTER_QUERY } from '../graphql/ImportCenterQuery';
import { RECENT_IMPORTS_QUERY } from '../graphql/RecentImportsQuery';

/**
 * Reloads what an import changes: the history and its count (a refused import is recorded too),
 * and after an API import the catalogue, since a broker whose credentials worked is connected now.
 */
export function useRefreshAfterImport(method: 'api' | 'csv'): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    await client.refetchQueries({ include: method === 'api' ? [RECENT_IMPORTS_QUERY, IMPORT_CENTER_QUERY] : [RECENT_IMPORTS_QUERY] });
  }, [client, method]);
}
