import styled from 'styled-components';
import { formatConfidence, formatDateTime, LoadingStatus } from '@tj/design-system';
import { FAILED_TO_FETCH_INSIGHTS, NO_FINDINGS } from '../../insights/constants/texts';
import { useJournalFilter } from '../../filter/hooks/useJournalFilter';
import { useInsightSummaries } from '../../insights/hooks/useInsights';
import { newestInsights } from '../../insights/utils/insightModel';
import { IMPORT_FOR_INSIGHTS, NO_ANALYSIS_DATA } from '../../trades/constants/texts';
import { CARD_TITLES, VIEW_FULL_ANALYSIS } from '../constants/texts';
import { CardLink } from './CardLink';
import { CardMessage } from './CardMessage';
import { DashboardCard } from './DashboardCard';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSize.md}; }
  p { margin: 2px 0 0; }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The newest three insights of the engine with the times it found them (DECISIONS §2), 'View Full Analysis' to /insights. */
export function InsightsCard() {
  // The dashboard's filter: its insights, and the link to /insights carrying it.
  const filter = useJournalFilter();
  const { insights, hasTrades, timeZone, loading } = useInsightSummaries(filter.input);
  const content = () => {
    if (insights === undefined) {
      return loading ? (
        <LoadingStatus label="Loading insights" blocks={[160]} />
      ) : (
        <CardMessage error>{FAILED_TO_FETCH_INSIGHTS}</CardMessage>
      );
    }
    if (!hasTrades) return <CardMessage>{NO_ANALYSIS_DATA}. {IMPORT_FOR_INSIGHTS}</CardMessage>;
    if (insights.length === 0) return <CardMessage>{NO_FINDINGS}.</CardMessage>;
    return (
      <List>
        {newestInsights(insights).map((insight) => (
          <li key={insight.id}>
            <h3>{insight.title}</h3>
            <p>{insight.text}</p>
            <Meta>
              Confidence {formatConfidence(insight.confidence)} · <time dateTime={insight.createdAt}>{formatDateTime(insight.createdAt, { timeZone })}</time>
            </Meta>
          </li>
        ))}
      </List>
    );
  };
  return (
    <DashboardCard title={CARD_TITLES.insights} action={<CardLink to={`/insights${filter.search}`}>{VIEW_FULL_ANALYSIS}</CardLink>}>
      {content()}
    </DashboardCard>
  );
}
