import { useId } from 'react';
import styled from 'styled-components';
import { Badge } from '@tj/design-system';
import type { Broker } from '../utils/brokerSelection';

const Option = styled.label<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  cursor: pointer;
  min-width: 0;
  &:focus-within { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  input { margin: 4px 0 0; accent-color: ${({ theme }) => theme.color.primary}; }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 700;
`;

const Formats = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  code {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.xs};
    /* A format's header row in full, wrapped anywhere: an ellipsis hid the columns that tell formats apart. */
    overflow-wrap: anywhere;
  }
`;

interface BrokerCardProps {
  broker: Broker;
  selected: boolean;
  onSelect: () => void;
  /** The radio group's name: one choice per mode. */
  group: string;
}

/** One platform to choose: its name, how it imports, and the first two formats it reads (SPEC §2). */
export function BrokerCard({ broker, selected, onSelect, group }: BrokerCardProps) {
  const nameId = useId();
  const formatsId = useId();
  return (
    <Option $selected={selected}>
      <input type="radio" name={group} value={broker.id} checked={selected} onChange={onSelect} aria-labelledby={nameId} aria-describedby={formatsId} />
      <Body>
        <Name>
          <span id={nameId}>{broker.name}</span>
          {broker.apiSupported && <Badge variant="outline">API</Badge>}
          {broker.csvSupported && <Badge variant="outline">CSV</Badge>}
          {broker.connected && <Badge variant="success">Connected</Badge>}
        </Name>
        <Formats id={formatsId} aria-label="Formats">
          {broker.csvFormats.slice(0, 2).map((format) => (
            <li key={format}>
              <code title={format}>{format}</code>
            </li>
          ))}
        </Formats>
      </Body>
    </Option>
  );
}
