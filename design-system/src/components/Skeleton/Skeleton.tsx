import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string; $aspectRatio?: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  ${({ $aspectRatio }) => ($aspectRatio ? `aspect-ratio: ${$aspectRatio};` : '')}
  border-radius: ${({ $radius }) => $radius};
  background: linear-gradient(
      90deg,
      ${({ theme }) => theme.color.surfaceRaised} 25%,
      ${({ theme }) => theme.color.border} 50%,
      ${({ theme }) => theme.color.surfaceRaised} 75%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
  }
`;

const cssSize = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

export interface SkeletonProps {
  /** Pixels when a number, any CSS length when a string. */
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  /** Width to height ('640 / 260'), for a placeholder that keeps the box of what it stands for at any width; the height is then left out. */
  aspectRatio?: string;
}

/** A placeholder while content loads; hidden from screen readers (the container says it is loading). */
export function Skeleton({ width = '100%', height = 16, radius = 6, aspectRatio }: SkeletonProps) {
  return <Block aria-hidden="true" $width={cssSize(width)} $height={aspectRatio ? 'auto' : cssSize(height)} $radius={cssSize(radius)} $aspectRatio={aspectRatio} />;
}
