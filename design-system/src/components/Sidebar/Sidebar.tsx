import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
`;

export interface SidebarProps extends HTMLAttributes<HTMLElement> {
  /** Names the navigation landmark ('Main navigation'). */
  'aria-label': string;
}

/** The app's navigation landmark; holds NavItems and NavSections. */
export function Sidebar({ children, ...rest }: SidebarProps) {
  return <Nav {...rest}>{children}</Nav>;
}
