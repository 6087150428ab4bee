import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  /* A wide table scrolls inside its card instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  header h1 { margin: 0; }
  header p { margin: ${({ theme }) => theme.space.xs} 0 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

/** The Export button: a download link that looks like an outline button. */
export const ExportLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 8px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.surfaceRaised}; }
`;
