import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaQuery } from '../../theme/media';

const Page = styled.div`
  display: grid;
  /*
   * One track of minmax(0, 1fr), not auto: an auto track grows to its widest content (a tab list,
   * a wide table), which scrolled a phone sideways; this way a wide table scrolls in its card.
   */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface PageLayoutProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title: what the page is for. */
  description: ReactNode;
  /** The page's sections, one under the other. */
  children: ReactNode;
}

/** A page of the app: its title and what it is for, then its sections one under the other. */
export function PageLayout({ title, description, children }: PageLayoutProps) {
  return (
    <Page>
      <header>
        <Title>{title}</Title>
        <Description>{description}</Description>
      </header>
      {children}
    </Page>
  );
}

const Columns = styled.div<{ $sideMinWidth: number }>`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(${({ $sideMinWidth }) => $sideMinWidth}px, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};
  @media ${mediaQuery.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface PageColumnsProps {
  /** The side column's narrowest width in px, however narrow the window; 0 by default. */
  sideMinWidth?: number;
  /** Two PageColumns: the main one, then the side one. */
  children: ReactNode;
}

/** A page's two columns on wide screens, the main one twice as wide as the side one; one column on phones. */
export function PageColumns({ sideMinWidth = 0, children }: PageColumnsProps) {
  return <Columns $sideMinWidth={sideMinWidth}>{children}</Columns>;
}

/** One column of PageColumns, its sections one under the other (`as="aside"` and a label for a side column of related content). */
export const PageColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;
