import { CARD_TITLES, NO_INSIGHTS_DETAIL, NO_INSIGHTS_YET, VIEW_FULL_ANALYSIS } from '../constants/texts';
import { CardLink } from './CardLink';
import { CardMessage } from './CardMessage';
import { DashboardCard } from './DashboardCard';

/**
 * The AI insights card keeps its place, title and link; the insights engine is its own issue, so
 * until it lands the card says there are none rather than showing sample insights.
 */
export function InsightsCard() {
  return (
    <DashboardCard title={CARD_TITLES.insights} action={<CardLink to="/insights">{VIEW_FULL_ANALYSIS}</CardLink>}>
      <CardMessage>
        {NO_INSIGHTS_YET} {NO_INSIGHTS_DETAIL}
      </CardMessage>
    </DashboardCard>
  );
}
