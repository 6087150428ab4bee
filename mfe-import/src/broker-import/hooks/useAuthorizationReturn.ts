import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@tj/design-system';
import type { Broker, BrokerSelection } from '../utils/brokerSelection';

/**
 * A broker's OAuth flow ends back on /import?broker=<id>&connected=1 (or &error=<message>): once the
 * catalogue is loaded, tell the trader how it went, select that broker in API mode, and drop the
 * parameters from the address so a reload does not repeat it.
 */
export function useAuthorizationReturn(brokers: readonly Broker[] | undefined, select: (selection: BrokerSelection) => void) {
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const brokerId = params.get('broker');
  const connected = params.get('connected') === '1';
  const error = params.get('error');

  useEffect(() => {
    if (!brokers || !brokerId || (!connected && error === null)) return;
    const name = brokers.find((broker) => broker.id === brokerId)?.name ?? brokerId;
    toast(
      connected
        ? { title: `${name} Connected`, description: 'Press Connect API to import your trades of the last 30 days.', variant: 'success' }
        : { title: 'Authorization Failed', description: error || `${name} was not connected.`, variant: 'destructive' },
    );
    select({ mode: 'api', brokerId });
    setParams({}, { replace: true });
  }, [brokers, brokerId, connected, error, select, setParams, toast]);
}
