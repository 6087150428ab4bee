import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { requestFailureOf, useToast } from '@tj/design-system';
import type { SetBrokerSyncTimeMutation, SetBrokerSyncTimeMutationVariables, SyncNowMutation, SyncNowMutationVariables } from '../../__generated__/graphql';
import { SET_BROKER_SYNC_TIME_MUTATION, SYNC_NOW_MUTATION } from '../graphql/BrokerSyncMutations';
import type { Broker } from '../utils/brokerSelection';

/** "Sync now" and the sync time of one connected broker; the answers update the cached broker, so the panel shows the new state. */
export function useBrokerSync(broker: Broker) {
  const { toast } = useToast();
  const [syncNowMutation, syncing] = useMutation<SyncNowMutation, SyncNowMutationVariables>(SYNC_NOW_MUTATION);
  const [setTimeMutation, saving] = useMutation<SetBrokerSyncTimeMutation, SetBrokerSyncTimeMutationVariables>(SET_BROKER_SYNC_TIME_MUTATION);

  const refused = useCallback(
    (title: string, error: unknown) => {
      const failure = requestFailureOf(error);
      toast({ title, description: failure.kind === 'refused' ? failure.message : `${broker.name} could not be reached through the server. Please try again.`, variant: 'destructive' });
    },
    [broker.name, toast],
  );

  const syncNow = useCallback(async () => {
    try {
      const { data } = await syncNowMutation({ variables: { platform: broker.id } });
      const sync = data?.syncNow.sync;
      // A sync the broker failed is answered, not thrown: its words are shown in the panel and here.
      if (sync?.lastError) toast({ title: 'Sync Failed', description: sync.lastError, variant: 'destructive' });
      else if (sync) toast({ title: 'Sync Complete', description: sync.tradesAdded === 0 ? `Nothing new from ${broker.name}.` : `${sync.tradesAdded} ${sync.tradesAdded === 1 ? 'trade' : 'trades'} added from ${broker.name}.`, variant: 'success' });
    } catch (error) {
      refused('Sync Failed', error);
    }
  }, [broker.id, broker.name, refused, syncNowMutation, toast]);

  const saveTime = useCallback(
    async (time: string) => {
      try {
        await setTimeMutation({ variables: { platform: broker.id, time } });
        toast({ title: 'Sync Time Saved', description: `${broker.name} syncs at ${time} on trading days.`, variant: 'success' });
      } catch (error) {
        refused('Sync Time Not Saved', error);
      }
    },
    [broker.id, broker.name, refused, setTimeMutation, toast],
  );

  return { syncNow, syncing: syncing.loading, saveTime, saving: saving.loading };
}
