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

export interface ProgressProps {
  /** Percent done, 0-100; values outside are clamped. */
  value: number;
  /** What is progressing ('Processing your file...'): the progress bar's accessible name. */
  label?: string;
}

export function Progress({ value, label }: ProgressProps) {
  const percent = Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Bar style={{ width: `${percent}%` }} />
    </Track>
  );
}
