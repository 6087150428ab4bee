import styled from 'styled-components';

const Dot = styled.span<{ $active: boolean }>`
  display: inline-block;
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $active }) => ($active ? theme.color.success : theme.color.textMuted)};
  box-shadow: ${({ theme, $active }) => ($active ? `0 0 0 3px ${theme.color.success}33` : 'none')};
`;

export type AgentStatus = 'active' | 'inactive';

export interface StatusDotProps {
  status: AgentStatus;
  /** The text alternative of the colour, e.g. 'Data Ingestion: Active'. */
  label: string;
}

/** A coloured dot with a text alternative, e.g. an agent's status in the sidebar. */
export function StatusDot({ status, label }: StatusDotProps) {
  return <Dot role="img" aria-label={label} $active={status === 'active'} data-status={status} />;
}
