import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Card, CardDescription, CardTitle } from '../Card/Card';

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space.xl};
  border-left: 4px solid ${({ theme }) => theme.color.destructive};
`;

export interface ErrorPanelProps {
  title: string;
  message: string;
  /** When given, a 'Retry' button calls it (the shell retries loading a micro-frontend). */
  onRetry?: () => void;
}

/** A failure in one area of the page, announced as an alert, with a Retry when the caller can try again. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  return (
    <Panel role="alert">
      <CardTitle as="h2">{title}</CardTitle>
      <CardDescription>{message}</CardDescription>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Panel>
  );
}
