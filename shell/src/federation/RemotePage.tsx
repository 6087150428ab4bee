import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { ErrorPanel, Skeleton } from '@tj/design-system';
import type { RemoteName } from '../routes/routeTable';
import { loadRemotePage } from './loadRemotePage';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed'; error: unknown };

interface RemotePageProps {
  remote: RemoteName;
  module: string;
  title: string;
}

export const REMOTE_FAILURE_MESSAGE =
  'This part of the app could not be loaded. The rest of the app keeps working; try again in a moment.';

/** A page that lives in a micro-frontend: loading state, the page, or a failure with Retry. */
export function RemotePage({ remote, module, title }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemotePage(remote, module, attempt > 0).then(
      // A page's first render can be long: as a transition, React does it in slices (no long task).
      (Page) => current && startTransition(() => setState({ status: 'ready', Page })),
      (error: unknown) => {
        console.error(`Could not load ${remote}${module.slice(1)}`, error);
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, module, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  const failure = (
    <ErrorPanel title={`${title} is unavailable`} message={REMOTE_FAILURE_MESSAGE} onRetry={retry} />
  );

  if (state.status === 'loading') {
    return (
      <div role="status" aria-live="polite" aria-label={`Loading ${title}`}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={160} />
      </div>
    );
  }
  if (state.status === 'failed') return failure;
  const { Page } = state;
  return (
    <RemoteErrorBoundary key={attempt} fallback={() => failure}>
      <Page />
    </RemoteErrorBoundary>
  );
}
