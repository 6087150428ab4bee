import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { cssVar, mediaQuery, useShell } from '@tj/design-system';
import { AppHeader } from './AppHeader';
import { AppSidebar } from './AppSidebar';
import { DemoBanner } from './DemoBanner';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  /* Header, the demo journal's label (when shown; empty otherwise), the page. */
  grid-template-rows: auto auto 1fr;
  min-height: 100vh;

  .app-header {
    grid-column: 2;
    grid-row: 1;
    display: flex;
    align-items: center;
    gap: 16px;
    padding: 12px 24px;
    border-bottom: 1px solid ${cssVar('color', 'border')};
  }
  .app-title { font-size: 1.25rem; font-weight: 600; margin: 0; }
  .app-search { flex: 1; max-width: 360px; }
  .app-user { display: flex; align-items: center; gap: 12px; margin-left: auto; }
  .menu-toggle { display: none; }
  .demo-banner { grid-column: 2; grid-row: 2; }

  /* A printed page (the week's report, docs/reports-and-alerts.md) is the page alone: no sidebar, header or skip link. */
  @media print {
    display: block;
    > aside, > a, .app-header, .demo-banner { display: none; }
  }

  @media ${mediaQuery.mobile} {
    /* minmax(0, 1fr): a wide table inside a page scrolls in its own region instead of widening the page. */
    grid-template-columns: minmax(0, 1fr);
    .app-header { grid-column: 1; gap: 8px; padding: 8px 16px; }
    .demo-banner { grid-column: 1; }
    /* Wraps rather than ending in an ellipsis: the title is read in full on a phone (issue 29). */
    .app-title { flex: 1; min-width: 0; font-size: 1rem; line-height: 1.2; overflow-wrap: anywhere; }
    .menu-toggle { display: inline-flex; }
    .app-search { display: none; }
    /* On a phone the avatar stands for the name, so Sign Out stays on screen. */
    .app-user { gap: 8px; }
    .app-user-name { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  }
`;

/** Hidden until focused: the first Tab on a page offers to skip the sidebar and header (issue 29). */
const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: 8px;
  z-index: 40;
  padding: 8px 12px;
  border-radius: 4px;
  background: ${cssVar('color', 'surface')};
  color: ${cssVar('color', 'text')};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

const SidebarSlot = styled.aside<{ $open: boolean }>`
  grid-row: 1 / -1;
  border-right: 1px solid ${cssVar('color', 'border')};
  background: ${cssVar('color', 'surface')};
  @media ${mediaQuery.mobile} {
    position: fixed;
    inset: 0 auto 0 0;
    width: 260px;
    z-index: 30;
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition: transform 200ms ease;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 20;
  background: rgb(0 0 0 / 0.5);
`;

const Main = styled.main`
  grid-column: 2;
  grid-row: 3;
  padding: 24px;
  min-width: 0;
  @media ${mediaQuery.mobile} {
    grid-column: 1;
    padding: 16px;
  }
`;

/** The signed-in frame of SPEC §2: sidebar, header and the page of the current route. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const { session } = useShell();

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <Frame>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <SidebarSlot id="app-sidebar" $open={menuOpen}>
        <AppSidebar onNavigated={() => setMenuOpen(false)} />
      </SidebarSlot>
      {menuOpen && <Backdrop data-testid="menu-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <AppHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      {session.user?.demo && <DemoBanner />}
      {/* tabIndex -1: the skip link moves the focus here, so the next Tab goes into the page. */}
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
    </Frame>
  );
}
