import { createRoot, hydrateRoot } from 'react-dom/client';
import { PublicApp } from './PublicApp';
import { isPublicPath, publicPages } from './publicPages';

// The lean bundle of the pre-rendered public pages: it hydrates the page #root names.
const container = document.getElementById('root');
const path = container?.dataset.page ?? '';
if (!container || !isPublicPath(path)) throw new Error(`This document names no public page (#root data-page="${path}")`);

const app = <PublicApp page={publicPages[path]} />;
// Pre-rendered markup is hydrated; an empty #root (a test that checks the two renders agree) is drawn.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
