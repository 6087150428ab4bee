import styled from 'styled-components';

/** A surface for one block of content; the Card* parts below give it the usual layout. */
export const Card = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const CardHeader = styled.div`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} 0`};
`;

/** An h3 by default; pass `as="h2"` (or any heading) to fit the page's outline. */
export const CardTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1.3;
`;

export const CardDescription = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const CardContent = styled.div`
  padding: ${({ theme }) => theme.space.xl};
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xl};
`;
