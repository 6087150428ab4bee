import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '@tj/design-system';
import type { DisconnectBrokerMutation, DisconnectBrokerMutationVariables } from '../../__generated__/graphql';
import { requestFailureOf } from '@tj/design-system';
import { DISCONNECT_BROKER_MUTATION } from '../graphql/DisconnectBrokerMutation';
import type { Broker } from '../utils/brokerSelection';

/** Forgets a broker's stored credentials; the cached broker then shows as not connected. */
export function useDisconnectBroker() {
  const { toast } = useToast();
  const [disconnectBroker, { loading }] = useMutation<DisconnectBrokerMutation, DisconnectBrokerMutationVariables>(DISCONNECT_BROKER_MUTATION);

  const disconnect = useCallback(
    async (broker: Broker) => {
      try {
        await disconnectBroker({ variables: { platform: broker.id } });
        toast({ title: 'Broker Disconnected', description: `${broker.name} credentials were removed.`, variant: 'success' });
      } catch (error) {
        const failure = requestFailureOf(error);
        toast({ title: 'Disconnect Failed', description: failure.kind === 'refused' ? failure.message : `${broker.name} could not be disconnected. Please try again.`, variant: 'destructive' });
      }
    },
    [disconnectBroker, toast],
  );

  return { disconnect, disconnecting: loading };
}
