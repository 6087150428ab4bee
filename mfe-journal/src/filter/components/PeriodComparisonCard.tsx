import styled from 'styled-components';
import { useQuery } from '@apollo/client/react';
import { Card, CardContent, CardHeader, CardTitle, formatDate, LoadingStatus } from '@tj/design-system';
import type { JournalFilterInput, PeriodComparisonQuery, PeriodComparisonQueryVariables } from '../../__generated__/graphql';
import { PERIOD_COMPARISON_QUERY } from '../graphql/PeriodComparisonQuery';
import { changeText, FIGURE_LABELS, figureText, VERDICT_TEXT } from '../utils/comparison';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Figure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  dt { font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Verdict = styled.span<{ $strong: boolean }>`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $strong }) => ($strong ? theme.color.text : theme.color.textMuted)};
  font-weight: ${({ $strong }) => ($strong ? 600 : 400)};
`;

/** Compare with the previous period (docs/filter-bar.md): each headline figure, its change, and whether that is more than noise. */
export function PeriodComparisonCard({ filter, timeZone }: { filter: JournalFilterInput; timeZone: string }) {
  const call = useQuery<PeriodComparisonQuery, PeriodComparisonQueryVariables>(PERIOD_COMPARISON_QUERY, { variables: { filter } });
  const comparison = call.data?.periodComparison;
  return (
    <Card as="section" aria-label="Compared with the previous period">
      <CardHeader>
        <CardTitle>Compared with the previous period</CardTitle>
      </CardHeader>
      <CardContent>
        {call.loading && <LoadingStatus label="Comparing with the previous period" />}
        {call.error && <p role="alert">The comparison could not be loaded. Try again in a moment.</p>}
        {!call.loading && !call.error && !comparison && <Note>Choose a period (or both dates) to compare it with the one before.</Note>}
        {comparison && (
          <>
            <Note>
              The previous period: {formatDate(comparison.previousFrom, { timeZone })} to {formatDate(new Date(Date.parse(comparison.previousTo) - 1), { timeZone })}, the same other filters.
              {(comparison.currentTrades < comparison.minimumTrades || comparison.previousTrades < comparison.minimumTrades) &&
                ` A change is tested once each period has ${comparison.minimumTrades} closed trades (now ${comparison.currentTrades} and ${comparison.previousTrades}).`}
            </Note>
            <Figures aria-label="Figures beside the previous period">
              {comparison.figures.map((item) => (
                <Figure key={item.figure}>
                  <dt>{FIGURE_LABELS[item.figure] ?? item.figure}</dt>
                  <dd>
                    {figureText(item.figure, item.current)} <span>({changeText(item.figure, item.change)} from {figureText(item.figure, item.previous)})</span>
                    {VERDICT_TEXT[item.verdict] && <Verdict $strong={item.verdict === 'more than noise'}>{VERDICT_TEXT[item.verdict]}</Verdict>}
                  </dd>
                </Figure>
              ))}
            </Figures>
          </>
        )}
      </CardContent>
    </Card>
  );
}
