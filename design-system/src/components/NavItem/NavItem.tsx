import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';

const Link = styled.a<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $active }) => ($active ? theme.color.text : theme.color.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.color.surfaceRaised : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? `inset 3px 0 0 ${theme.color.primary}` : 'none')};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.color.text}; background: ${({ theme }) => theme.color.surfaceRaised}; }
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  width: 20px;
  justify-content: center;
`;

export interface NavItemProps {
  href: string;
  label: string;
  icon?: ReactNode;
  /** The current page: marked aria-current="page" and highlighted. */
  active?: boolean;
  /**
   * Lets the shell route on the client (it calls event.preventDefault()). Not called for
   * modified or middle clicks, so "open in new tab" keeps working; without it the link is plain.
   */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function NavItem({ href, label, icon, active = false, onNavigate }: NavItemProps) {
  return (
    <Link
      href={href}
      $active={active}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        if (onNavigate && isPlainLeftClick(event)) onNavigate(href, event);
      }}
    >
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      {label}
    </Link>
  );
}
