import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '@tj/design-system';
import type { BrokerCredentialsInput, ImportFromBrokerMutation, ImportFromBrokerMutationVariables } from '../../__generated__/graphql';
import { useRefreshAfterImport } from '../../import-center/hooks/useRefreshAfterImport';
import { API_IMPORT_TOASTS } from '../constants/texts';
import { IMPORT_FROM_BROKER_MUTATION } from '../graphql/ImportFromBrokerMutation';
import type { Broker } from '../utils/brokerSelection';
import { brokerImportFailureToast } from '../utils/brokerImportToast';
import { importWindow } from '../utils/importWindow';

/**
 * Imports the last 30 days of fills from a broker's API (SPEC §7), with the credentials typed in or,
 * when none are given, the ones stored from an earlier import. Resolves to whether it worked.
 */
export function useBrokerImport() {
  const { toast } = useToast();
  const refresh = useRefreshAfterImport('api');
  const [importFromBroker, { loading }] = useMutation<ImportFromBrokerMutation, ImportFromBrokerMutationVariables>(IMPORT_FROM_BROKER_MUTATION);

  const importFrom = useCallback(
    async (broker: Broker, credentials: BrokerCredentialsInput | null): Promise<boolean> => {
      try {
        const { data } = await importFromBroker({ variables: { input: { platform: broker.id, credentials, ...importWindow(new Date()) } } });
        if (!data) throw new Error('The import came back empty');
        const { totalTrades } = data.importFromBroker;
        // An import that brought no trades is reported, but not in a success's green (issue 29), as the CSV result does.
        toast({ title: API_IMPORT_TOASTS.successTitle, description: API_IMPORT_TOASTS.success(totalTrades, broker.name), variant: totalTrades > 0 ? 'success' : 'default' });
        return true;
      } catch (error) {
        toast(brokerImportFailureToast(error));
        return false;
      } finally {
        void refresh();
      }
    },
    [importFromBroker, refresh, toast],
  );

  return { importFrom, importing: loading };
}
