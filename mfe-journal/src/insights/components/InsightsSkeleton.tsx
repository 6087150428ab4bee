import styled from 'styled-components';
import { Skeleton } from '@tj/design-system';

const Blocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The page's shape while the insights load; one status names what is loading. */
export function InsightsSkeleton() {
  return (
    <Blocks role="status" aria-label="Loading insights">
      <Skeleton height={28} width="40%" />
      <Skeleton height={180} />
      <Skeleton height={180} />
    </Blocks>
  );
}
