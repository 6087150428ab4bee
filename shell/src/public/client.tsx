import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PublicApp } from './PublicApp';
import { isPublicPath, publicPages } from './publicPages';

// The lean bundle of the pre-rendered public pages: it hydrates the page #root names.
const container = document.getElementById('root');
const path = container?.dataset.page ?? '';
if (!container || !isPublicPath(path)) throw new Error(`This document names no public page (#root data-page="${path}")`);

const app = <PublicApp page={publicPages[path]} />;
// Pre-rendered markup is hydrated; an empty #root (a test that checks the two renders agree) is drawn.
// The page is already on screen: as a transition, hydration yields to the browser every few
// milliseconds instead of holding the main thread for the whole page (a long task on a slow phone).
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
