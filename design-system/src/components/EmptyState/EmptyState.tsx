import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardDescription, CardTitle } from '../Card/Card';

const Content = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  text-align: center;
`;

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** What the user can do about it, e.g. an 'Import Trades' button. */
  action?: ReactNode;
}

/** What a list or card shows when there is nothing in it yet. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Card>
      <Content>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        {action}
      </Content>
    </Card>
  );
}
