import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => theme.space.lg};
`;

export function Sidebar({ children, ...rest }: HTMLAttributes<HTMLElement> & { 'aria-label': string }) {
  return <Nav {...rest}>{children}</Nav>;
}

const Link = styled.a<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $active }) => ($active ? theme.color.text : theme.color.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.color.surfaceRaised : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.color.text}; background: ${({ theme }) => theme.color.surfaceRaised}; }
`;

export interface NavItemProps {
  href: string;
  label: string;
  icon?: ReactNode;
  active?: boolean;
  /** Lets the shell route on the client; without it the link is an ordinary link. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

export function NavItem({ href, label, icon, active = false, onNavigate }: NavItemProps) {
  return (
    <Link href={href} $active={active} aria-current={active ? 'page' : undefined} onClick={(event) => onNavigate?.(href, event)}>
      {icon && <span aria-hidden="true">{icon}</span>}
      {label}
    </Link>
  );
}

export function NavSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={title}>
      {title && <div style={{ fontSize: '0.75rem', textTransform: 'uppercase', padding: '8px 12px' }}>{title}</div>}
      {children}
    </div>
  );
}

const Dot = styled.span<{ $active: boolean }>`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $active }) => ($active ? theme.color.success : theme.color.textMuted)};
`;

/** A coloured dot with a text alternative, e.g. an agent's status. */
export function StatusDot({ status, label }: { status: 'active' | 'inactive'; label: string }) {
  return <Dot role="img" aria-label={label} $active={status === 'active'} />;
}
