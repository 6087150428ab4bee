import { Button, cssVar } from '@tj/design-system';
import type { BrokerCredentialsInput } from '../../__generated__/graphql';
import { ACTION_LABELS, OAUTH_NOTE } from '../constants/texts';
import type { Broker } from '../utils/brokerSelection';
import { AutoSyncPanel } from './AutoSyncPanel';
import { CredentialsForm } from './CredentialsForm';

/** Where a broker's OAuth authorization starts: a browser navigation, not a call (graph-api brokers routes). */
export const authorizationPath = (broker: Broker) => `/api/brokers/${broker.id}/connect`;

interface ApiConnectPanelProps {
  broker: Broker | null;
  importing: boolean;
  disconnecting: boolean;
  onConnect: (broker: Broker, credentials: BrokerCredentialsInput | null) => Promise<boolean>;
  onDisconnect: (broker: Broker) => void;
  /** Sends the browser to the broker's authorization page. */
  onAuthorize: (path: string) => void;
  /** The Auto-import setting and the zone sync times are in (docs/importing.md "Auto-import"). */
  autoImport?: boolean;
  timeZone?: string;
}

const muted = { margin: 0, fontSize: '0.875rem', color: cssVar('color', 'textMuted') };

/** The API half of the broker selection: credentials, or the browser authorization for OAuth brokers. */
export function ApiConnectPanel({ broker, importing, disconnecting, onConnect, onDisconnect, onAuthorize, autoImport = false, timeZone = 'America/New_York' }: ApiConnectPanelProps) {
  if (!broker) {
    return (
      <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <Button disabled>{ACTION_LABELS.api}</Button>
        <p style={muted}>Select a platform to connect.</p>
      </div>
    );
  }
  const oauth = broker.authType === 'OAUTH';
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={muted}>
        <a href={broker.documentation} target="_blank" rel="noreferrer">
          {broker.name} API documentation
        </a>
      </p>
      {oauth && (
        <div role="note" style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
          <p style={{ margin: 0 }}>{OAUTH_NOTE}</p>
          <Button variant="outline" onClick={() => onAuthorize(authorizationPath(broker))}>
            {broker.connected ? `Authorize ${broker.name} again` : `Authorize ${broker.name} in the browser`}
          </Button>
        </div>
      )}
      {oauth && !broker.connected ? (
        <div>
          <Button onClick={() => onAuthorize(authorizationPath(broker))}>{ACTION_LABELS.api}</Button>
        </div>
      ) : (
        <CredentialsForm key={broker.id} broker={broker} importing={importing} onConnect={(credentials) => onConnect(broker, credentials)} />
      )}
      {broker.connected && (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <p style={muted}>{broker.name} is connected: Connect API imports your fills of the last 30 days.</p>
          <Button variant="ghost" size="sm" loading={disconnecting} onClick={() => onDisconnect(broker)}>
            Disconnect {broker.name}
          </Button>
        </div>
      )}
      {broker.connected && broker.sync && <AutoSyncPanel key={broker.id} broker={broker} sync={broker.sync} autoImport={autoImport} timeZone={timeZone} />}
    </div>
  );
}
