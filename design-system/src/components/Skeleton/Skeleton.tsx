import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`0% { opacity: 0.5; } 50% { opacity: 1; } 100% { opacity: 0.5; }`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  margin-bottom: 8px;
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.color.surfaceRaised};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const size = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** A placeholder while content loads; hidden from screen readers (the container says it is loading). */
export function Skeleton({ width = '100%', height = 16, radius = 6 }: { width?: number | string; height?: number | string; radius?: number | string }) {
  return <Block aria-hidden="true" $width={size(width)} $height={size(height)} $radius={size(radius)} />;
}
