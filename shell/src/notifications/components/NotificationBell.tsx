import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, cssVar, VisuallyHidden } from '@tj/design-system';
import { bellLabel, unreadAnnouncement } from '../constants/texts';
import { useUnreadCount } from '../hooks/useUnreadCount';
import { NotificationPanel } from './NotificationPanel';

const Wrapper = styled.div`
  position: relative;
`;

const Count = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
  color: ${cssVar('color', 'destructiveText')};
  background: ${cssVar('color', 'destructiveFill')};
`;

/** Drawn, not an emoji: not every system has a font with one. */
function BellIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The header's bell (docs/reports-and-alerts.md): the unread count is in the button's name, and a
 * polite live region says it again when it changes; the button opens the list. Escape or a click
 * elsewhere closes it, and Escape gives the focus back to the bell.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { unread, refetch } = useUnreadCount();
  const panelId = useId();
  const bell = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const toggle = () => {
    if (!open) refetch();
    setOpen(!open);
  };

  return (
    <Wrapper ref={wrapper} className="app-notifications">
      <Button ref={bell} variant="ghost" size="sm" aria-label={bellLabel(unread)} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={toggle}>
        <BellIcon />
        {unread > 0 && <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count>}
      </Button>
      <VisuallyHidden role="status">{unread > 0 ? unreadAnnouncement(unread) : ''}</VisuallyHidden>
      {open && <NotificationPanel id={panelId} onNavigate={() => setOpen(false)} />}
    </Wrapper>
  );
}
