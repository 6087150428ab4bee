import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRemotePageAt } from './federation/preloadRemotePage';

preloadRemotePageAt(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// As a transition, the first render is done in slices that let the browser breathe (no long task).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
