import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '@tj/design-system';
import type { Broker } from '../../broker-import/utils/brokerSelection';
import { SectionCard } from '../../import-center/components/SectionCard';
import { CRYPTO_EXCHANGE_IDS, TRADING_PLATFORM_IDS } from '../constants/supportedFormats';
import { GENERIC_CSV } from '../constants/texts';

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSize.md}; }
  ul { display: grid; gap: ${({ theme }) => theme.space.xs}; margin: 0; padding: 0; list-style: none; }
  li { display: flex; flex-wrap: wrap; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
`;

function methodsOf(broker: Broker) {
  return (
    <>
      {broker.apiSupported && <Badge variant="outline">API</Badge>}
      {broker.csvSupported && <Badge variant="outline">CSV</Badge>}
    </>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3>{title}</h3>
      <ul>{children}</ul>
    </div>
  );
}

/** SPEC §2: the platforms, brokers and crypto exchanges the importers read, and the generic CSV. */
export function SupportedFormats({ brokers }: { brokers: readonly Broker[] }) {
  const platforms = brokers.filter((broker) => TRADING_PLATFORM_IDS.includes(broker.id));
  const brokerages = brokers.filter((broker) => !TRADING_PLATFORM_IDS.includes(broker.id));
  const crypto = brokers.filter((broker) => CRYPTO_EXCHANGE_IDS.includes(broker.id));
  return (
    <SectionCard title="Supported Formats" description="Every platform below has its own importer; any other CSV can be mapped column by column.">
      <Groups>
        <Group title="Trading platforms">
          {platforms.map((broker) => (
            <li key={broker.id}>
              {broker.name} {methodsOf(broker)}
            </li>
          ))}
        </Group>
        <Group title="Brokers">
          {brokerages.map((broker) => (
            <li key={broker.id}>
              {broker.name} {methodsOf(broker)}
            </li>
          ))}
        </Group>
        <Group title="Crypto exchanges">
          {crypto.map((broker) => (
            <li key={broker.id}>
              {broker.name} crypto (BTC/USD and other pairs) {methodsOf(broker)}
            </li>
          ))}
        </Group>
        <Group title="Any other platform">
          <li>
            {GENERIC_CSV.label}: map the date, symbol, side, quantity and price columns <Badge variant="outline">CSV</Badge>
          </li>
        </Group>
      </Groups>
    </SectionCard>
  );
}
