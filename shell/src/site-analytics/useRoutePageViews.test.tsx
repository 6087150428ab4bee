import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, Outlet } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useRoutePageViews } from './useRoutePageViews';

afterEach(cleanup);

/** The app's routes under one layout reporting page views, as App does; each view records its path. */
function renderRoutes(initialPath: string) {
  const views: string[] = [];
  const analytics = { pageView: () => views.push(router.state.location.pathname) as never };
  function Layout() {
    useRoutePageViews(analytics);
    return <Outlet />;
  }
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '*', element: <p>page</p> }] }], { initialEntries: [initialPath] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { views, navigate: (to: string) => act(() => router.navigate(to)) };
}

describe('useRoutePageViews', () => {
  it('reports one page view on load and one per route change, even with effects run twice', async () => {
    const { views, navigate } = renderRoutes('/sign-in');
    expect(views).toEqual(['/sign-in']);
    await navigate('/dashboard');
    await navigate('/history');
    await navigate('/dashboard');
    expect(views).toEqual(['/sign-in', '/dashboard', '/history', '/dashboard']);
  });

  it('counts a new query on the same page (filters, a search) as no route change', async () => {
    const { views, navigate } = renderRoutes('/history');
    await navigate('/history?filter=winners');
    await navigate('/history?search=AAPL');
    expect(views).toEqual(['/history']);
  });
});
