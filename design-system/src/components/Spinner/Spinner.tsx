import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The spinning ring alone, as decoration inside another control (a loading Button). */
export const SpinnerRing = styled.span.attrs({ 'aria-hidden': true })<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface SpinnerProps {
  /** Shown beside the ring ('Loading your journal...'); without it, 'Loading' is read but not shown. */
  label?: string;
  size?: number;
}

/** A loading status: announced to screen readers through role="status". */
export function Spinner({ label, size = 20 }: SpinnerProps) {
  return (
    <Status role="status">
      <SpinnerRing $size={size} />
      {label ? <span>{label}</span> : <VisuallyHidden>Loading</VisuallyHidden>}
    </Status>
  );
}
