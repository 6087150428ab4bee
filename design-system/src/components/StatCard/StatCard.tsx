import { useId, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { toneColor, type Tone } from '../../theme/tones';
import { Card } from '../Card/Card';
import { Skeleton } from '../Skeleton/Skeleton';

export interface StatCardProps {
  label: string;
  /** The figure, already formatted ('$1,234.50', '61.3%'). */
  value?: string;
  /** Colours the figure (P&L and win-rate tones of SPEC §9). */
  tone?: Tone;
  /** A line under the figure: its sample ('12 trades') or what it means. */
  detail?: ReactNode;
  loading?: boolean;
  /** Shown instead of the figure when it could not be loaded. */
  error?: string;
  /** When given, an 'Explain' button opens what the figure is made of. */
  onExplain?: () => void;
}

const Surface = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
`;

/** The Explain button's height: its header keeps it while the figure loads (nothing moves when it comes). */
const EXPLAIN_HEIGHT = '28px';

const Header = styled.div<{ $explainable: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ $explainable }) => ($explainable ? EXPLAIN_HEIGHT : 'auto')};
`;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Value = styled.p<{ $color: string }>`
  margin: 0;
  color: ${({ $color }) => $color};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.destructive};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const ExplainButton = styled.button`
  flex: none;
  min-height: ${EXPLAIN_HEIGHT};
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.xs};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surfaceRaised}; }
`;

/**
 * One headline figure (Total P&L, Win Rate…): a group named by its label, with a skeleton while it
 * loads, the failure in place of the figure, and an Explain button when the page can show its basis.
 */
export function StatCard({ label, value, tone = 'neutral', detail, loading = false, error, onExplain }: StatCardProps) {
  const labelId = useId();
  const theme = useTheme();
  return (
    <Surface role="group" aria-labelledby={labelId} aria-busy={loading || undefined}>
      <Header $explainable={Boolean(onExplain)}>
        <Label id={labelId}>{label}</Label>
        {onExplain && !loading && !error && (
          <ExplainButton type="button" aria-label={`Explain ${label}`} onClick={onExplain}>
            Explain
          </ExplainButton>
        )}
      </Header>
      {loading ? (
        <>
          {/* The lines' heights (the body's line height of 1.5): the figure takes their place exactly. */}
          <Skeleton height={`calc(${theme.fontSize.xl} * 1.5)`} width="60%" />
          <Skeleton height={`calc(${theme.fontSize.xs} * 1.5)`} width="40%" />
        </>
      ) : error ? (
        <ErrorText>{error}</ErrorText>
      ) : (
        <>
          <Value $color={toneColor[tone]}>{value}</Value>
          {detail && <Detail>{detail}</Detail>}
        </>
      )}
    </Surface>
  );
}
