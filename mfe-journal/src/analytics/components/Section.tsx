import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle } from '@tj/design-system';

const Region = styled(Card)`
  min-width: 0;
`;

/** A card of the page: a region named by its h2 title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Region as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Region>
  );
}

/** Figures as term and value pairs (read by screen readers as a description list). */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 6px ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
`;

export function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
