import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchCurrentUser } from '@tj/design-system/app';
import { App } from './App';
import { preloadRemotePageAt } from './federation/preloadRemotePage';

/**
 * Starts the app: the opened page's remote loads, and the session is read, while the app renders;
 * neither waits for that render.
 */
export function startApp(): void {
  preloadRemotePageAt(window.location.pathname);
  const firstSession = fetchCurrentUser();
  // Its failure is the session's to handle (the first refresh awaits it), not an unhandled rejection.
  firstSession.catch(() => undefined);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // As a transition, the first render is done in slices that let the browser breathe (no long task).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App firstSession={firstSession} />
      </StrictMode>,
    );
  });
}
