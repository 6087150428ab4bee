import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Card, CardContent, CardDescription, CardTitle } from '../Card/Card';

export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Card>
      <CardContent style={{ textAlign: 'center' }}>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        {action}
      </CardContent>
    </Card>
  );
}

/** A failure in one area of the page, with a Retry when the caller can try again. */
export function ErrorPanel({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <Card role="alert">
      <CardContent>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{message}</CardDescription>
        {onRetry && <Button onClick={onRetry}>Retry</Button>}
      </CardContent>
    </Card>
  );
}

/** The honest placeholder of a page whose feature is not built yet: it claims nothing works. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Card>
      <CardContent>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>This page is coming soon.</CardDescription>
      </CardContent>
    </Card>
  );
}
