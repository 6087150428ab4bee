import styled from 'styled-components';

const Track = styled.div`
  width: 100%;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Bar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
  transition: width 200ms ease;
`;

export function Progress({ value, label }: { value: number; label?: string }) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped}>
      <Bar style={{ width: `${clamped}%` }} />
    </Track>
  );
}
