import type { ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { AppProviders } from './AppProviders';

export interface StandaloneRoute {
  path: string;
  title: string;
  Page: ComponentType;
}

/**
 * A remote's own dev harness: its pages under their real paths, with the same providers the
 * shell gives them, so a feature team can work on a remote without running the shell.
 */
export function StandaloneApp({ remote, routes }: { remote: string; routes: StandaloneRoute[] }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <nav aria-label={`${remote} pages`} style={{ display: 'flex', gap: 16, padding: 16 }}>
          <strong>{remote} (standalone)</strong>
          {routes.map(({ path, title }) => (
            <Link key={path} to={path}>
              {title}
            </Link>
          ))}
        </nav>
        <main style={{ padding: 16 }}>
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<p>Pick one of this remote&apos;s pages above.</p>} />
          </Routes>
        </main>
      </BrowserRouter>
    </AppProviders>
  );
}
