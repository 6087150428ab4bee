import styled from 'styled-components';
import { mediaQuery } from '@tj/design-system';

export const Page = styled.div`
  display: grid;
  /* A wide table scrolls inside its card instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  header h1 { margin: 0; }
  header p { margin: ${({ theme }) => theme.space.xs} 0 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

/** Two columns on wide screens (the chart and tables wider), one on phones. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};
  @media ${mediaQuery.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;
