import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle } from '@tj/design-system';

const Header = styled(CardHeader)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

// A card off screen (most of them, on a phone) is not laid out or painted until it comes near:
// the answers of the dashboard's calls redraw the cards on screen only. Its size is kept once known.
const Region = styled(Card)`
  min-width: 0;
  content-visibility: auto;
  contain-intrinsic-size: auto 360px;
`;

/** A dashboard card: a region named by its h2 title, with an optional action beside the title. */
export function DashboardCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Region as="section" aria-labelledby={titleId}>
      <Header>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
        {action}
      </Header>
      <CardContent>{children}</CardContent>
    </Region>
  );
}
