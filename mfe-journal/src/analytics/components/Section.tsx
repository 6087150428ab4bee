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
  /* The term keeps room for a few words (a narrow card wrapped 'Chance of a difference this large' a
     word per line and printed a long figure over 'Earlier trades', issue 29); a long figure wraps. */
  grid-template-columns: minmax(min(9rem, 50%), 1fr) minmax(0, max-content);
  gap: 6px ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; min-width: 0; text-align: right; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;

export function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
