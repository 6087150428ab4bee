import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** With a label it is a status for screen readers; without, decoration inside another control. */
export function Spinner({ label, size = 20 }: { label?: string; size?: number }) {
  if (!label) return <Ring $size={size} aria-hidden="true" />;
  return (
    <span role="status" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Ring $size={size} aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
