import { useId } from 'react';
import styled from 'styled-components';
import { Button, Tabs, VisuallyHidden } from '@tj/design-system';
import type { BrokerCredentialsInput } from '../../__generated__/graphql';
import { SectionCard } from '../../import-center/components/SectionCard';
import { ACTION_LABELS, MODE_LABELS, type ImportMode } from '../constants/texts';
import { type Broker, type BrokerSelection, brokersFor, selectedBroker, switchMode } from '../utils/brokerSelection';
import { ApiConnectPanel } from './ApiConnectPanel';
import { BrokerCard } from './BrokerCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  border: none;
  min-width: 0;
`;

interface BrokerSelectionCardProps {
  brokers: readonly Broker[];
  selection: BrokerSelection;
  /** The Default Broker of Settings: preselected in a mode the chosen broker is not offered in. */
  defaultBroker: string | undefined;
  onSelectionChange: (selection: BrokerSelection) => void;
  /** Upload CSV: hands the platform to the CSV tab. */
  onUploadCsv: (broker: Broker) => void;
  onConnectApi: (broker: Broker, credentials: BrokerCredentialsInput | null) => Promise<boolean>;
  onDisconnect: (broker: Broker) => void;
  onAuthorize: (path: string) => void;
  importing: boolean;
  disconnecting: boolean;
  autoImport: boolean;
  timeZone: string;
}

/** SPEC §2: choose a broker in API or CSV mode, then Connect API or Upload CSV. */
export function BrokerSelectionCard(props: BrokerSelectionCardProps) {
  const { brokers, selection, onSelectionChange } = props;
  const groupName = useId();
  const broker = selectedBroker(selection, brokers);

  const brokerList = (mode: ImportMode) => (
    <Grid as="fieldset">
      <VisuallyHidden as="legend">{MODE_LABELS[mode]} platforms</VisuallyHidden>
      {brokersFor(mode, brokers).map((candidate) => (
        <BrokerCard
          key={candidate.id}
          broker={candidate}
          group={`${groupName}-${mode}`}
          selected={candidate.id === broker?.id}
          onSelect={() => onSelectionChange({ mode, brokerId: candidate.id })}
        />
      ))}
    </Grid>
  );

  return (
    <SectionCard title="Select Your Trading Platform" description="Connect a broker's API for automatic imports, or upload the CSV file your platform exports.">
      <Tabs
        aria-label="Import method"
        value={selection.mode}
        onValueChange={(mode) => onSelectionChange(switchMode(selection, mode as ImportMode, brokers, props.defaultBroker))}
        items={[
          {
            id: 'api',
            label: MODE_LABELS.api,
            content: (
              <>
                {brokerList('api')}
                <ApiConnectPanel
                  broker={broker}
                  importing={props.importing}
                  disconnecting={props.disconnecting}
                  onConnect={props.onConnectApi}
                  onDisconnect={props.onDisconnect}
                  onAuthorize={props.onAuthorize}
                  autoImport={props.autoImport}
                  timeZone={props.timeZone}
                />
              </>
            ),
          },
          {
            id: 'csv',
            label: MODE_LABELS.csv,
            content: (
              <>
                {brokerList('csv')}
                <Button disabled={!broker} onClick={() => broker && props.onUploadCsv(broker)}>
                  {ACTION_LABELS.csv}
                </Button>
              </>
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
