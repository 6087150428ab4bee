import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { NavSection } from '../NavSection/NavSection';
import { Sidebar } from '../Sidebar/Sidebar';
import { StatusDot } from '../StatusDot/StatusDot';
import { NavItem } from './NavItem';

describe('Sidebar navigation', () => {
  it('is a named nav landmark whose active item is the current page', () => {
    renderWithTheme(
      <Sidebar aria-label="Main navigation">
        <NavItem href="/dashboard" label="Dashboard" active />
        <NavItem href="/history" label="Trade History" />
      </Sidebar>,
    );
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Trade History' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Trade History' })).toHaveAttribute('href', '/history');
  });

  it('hands plain clicks to onNavigate, which can route on the client', async () => {
    const onNavigate = vi.fn((_href: string, event: { preventDefault(): void }) => event.preventDefault());
    renderWithTheme(<NavItem href="/import" label="Import Trades" icon="↑" onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Import Trades' }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(onNavigate.mock.calls[0]?.[0]).toBe('/import');
  });

  it('leaves modified and middle clicks to the browser (open in a new tab)', () => {
    const onNavigate = vi.fn();
    renderWithTheme(<NavItem href="/import" label="Import Trades" onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Import Trades' });
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('groups entries under a named section, with status dots that have text', () => {
    renderWithTheme(
      <NavSection title="Agent Status">
        <StatusDot status="active" label="Data Ingestion: Active" />
      </NavSection>,
    );
    expect(screen.getByRole('group', { name: 'Agent Status' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Data Ingestion: Active' })).toHaveAttribute('data-status', 'active');
  });
});
