import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Title = styled.div`
  padding: 8px 12px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface NavSectionProps {
  title?: string;
  children: ReactNode;
}

/** A group of sidebar entries, named by its title when it has one. */
export function NavSection({ title, children }: NavSectionProps) {
  const titleId = useId();
  return (
    <Group role="group" aria-labelledby={title ? titleId : undefined}>
      {title && <Title id={titleId}>{title}</Title>}
      {children}
    </Group>
  );
}
