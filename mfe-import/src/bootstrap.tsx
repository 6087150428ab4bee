import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@tj/design-system/app';
import { pages } from './pages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp remote="mfe_import" routes={pages} />
  </StrictMode>,
);
