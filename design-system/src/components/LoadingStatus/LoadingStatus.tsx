import styled from 'styled-components';
import { Skeleton, type SkeletonProps } from '../Skeleton/Skeleton';

const Status = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

export interface LoadingStatusProps {
  /** What is loading, as a screen reader announces it ('Loading recent trades'). */
  label: string;
  /**
   * Placeholders with the boxes of what is coming, so nothing moves when it comes: a number is a
   * full-width block of that height in pixels.
   */
  blocks?: ReadonlyArray<number | SkeletonProps>;
  /** A line shown above the placeholders ('Analyzing trade...'). */
  text?: string;
}

/** A region that is loading: a status named for screen readers, with the skeleton of what will fill it. */
export function LoadingStatus({ label, blocks = [160], text }: LoadingStatusProps) {
  return (
    <Status role="status" aria-label={label}>
      {text && <p>{text}</p>}
      {blocks.map((block, index) => (
        <Skeleton key={index} {...(typeof block === 'number' ? { height: block } : block)} />
      ))}
    </Status>
  );
}
