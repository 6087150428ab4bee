import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, cssVar, formatDateTime, Input, Label } from '@tj/design-system';
import { useBrokerSync } from '../hooks/useBrokerSync';
import type { Broker } from '../utils/brokerSelection';

type BrokerSync = NonNullable<Broker['sync']>;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px ${({ theme }) => theme.space.md};
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

interface AutoSyncPanelProps {
  broker: Broker;
  sync: BrokerSync;
  /** The Auto-import setting: off, nothing is scheduled (Sync now still works). */
  autoImport: boolean;
  /** The trader's zone, which sync times are in. */
  timeZone: string;
}

const muted = { fontSize: '0.875rem', color: cssVar('color', 'textMuted') };

/** Auto-import of one connected broker: its last and next sync, what the last one added or why it failed, its time, and Sync now. */
export function AutoSyncPanel({ broker, sync, autoImport, timeZone }: AutoSyncPanelProps) {
  const { syncNow, syncing, saveTime, saving } = useBrokerSync(broker);
  const [time, setTime] = useState(sync.syncTime);
  const timeId = useId();
  const when = (value: string) => formatDateTime(value, { timeZone });

  const nextSync = sync.nextSyncAt
    ? when(sync.nextSyncAt)
    : sync.needsReconnect
      ? 'Paused until you reconnect'
      : 'None: Auto-import is off in Settings';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveTime(time);
  };

  return (
    <Panel aria-label={`Auto-import of ${broker.name}`}>
      <h3>Auto-import</h3>
      <p style={muted}>
        {autoImport
          ? `${broker.name} is synced every trading day at ${sync.syncTime} your time, from the last sync on.`
          : `Turn on Auto-import trades in Settings to sync ${broker.name} every trading day after the US close.`}
      </p>
      <Facts>
        <dt>Last sync</dt>
        <dd>{sync.lastSyncAt ? `${when(sync.lastSyncAt)}: ${sync.tradesAdded} ${sync.tradesAdded === 1 ? 'trade' : 'trades'} added` : 'Never'}</dd>
        <dt>Next sync</dt>
        <dd>{nextSync}</dd>
      </Facts>
      {sync.lastError && (
        <p role="alert" style={{ color: cssVar('color', 'destructive'), fontSize: '0.875rem' }}>
          {sync.lastAttemptAt ? `${when(sync.lastAttemptAt)}: ` : ''}
          {sync.lastError}
        </p>
      )}
      <Row onSubmit={submit} aria-label={`Sync time of ${broker.name}`}>
        <div>
          <Label htmlFor={timeId}>Sync time</Label>
          <Input id={timeId} type="time" required value={time} onChange={(event) => setTime(event.target.value)} disabled={saving} style={{ width: '8.5rem' }} />
        </div>
        <Button type="submit" variant="outline" loading={saving} disabled={time === sync.syncTime}>
          Save time
        </Button>
        <Button type="button" loading={syncing} disabled={sync.needsReconnect} onClick={() => void syncNow()}>
          Sync now
        </Button>
      </Row>
    </Panel>
  );
}
