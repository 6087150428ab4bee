import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Avatar, Button, Input, useShell } from '@tj/design-system';
import { NotificationBell } from '../notifications/components/NotificationBell';
import { headerTitleFor } from '../routes/headerTitle';
import { displayName } from './displayName';

interface AppHeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ menuOpen, onToggleMenu }: AppHeaderProps) {
  const { session } = useShell();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const name = displayName(session);

  // DECISIONS §2: the header search opens Trade History with the search applied.
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const query = search.trim();
    navigate(query ? `/history?search=${encodeURIComponent(query)}` : '/history');
  };

  // The server session ends first: the landing page is a full page load, which would cancel the call.
  // Once signed out, the guard sends the visitor home (not to Sign In), as this does.
  const signOut = async () => {
    await session.signOut();
    navigate('/');
  };

  return (
    <header className="app-header">
      <Button
        variant="ghost"
        className="menu-toggle"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls="app-sidebar"
        onClick={onToggleMenu}
      >
        ☰
      </Button>
      {/* Not a heading: the page's own h1 names the page; a second h1 with the same name would only repeat it. */}
      <p className="app-title">{headerTitleFor(pathname)}</p>
      <form role="search" onSubmit={submitSearch} className="app-search">
        <Input
          type="search"
          aria-label="Search trades"
          placeholder="Search trades..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      <div className="app-user">
        <NotificationBell />
        <Avatar src={session.user?.profileImageUrl} name={name} />
        <span className="app-user-name">{name}</span>
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </div>
    </header>
  );
}
