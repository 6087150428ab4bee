import { useId } from 'react';
import styled from 'styled-components';
import type { TradeRow } from '../../trades/utils/tradeRow';
import type { InsightView } from '../utils/insightModel';
import { InsightArticle } from './InsightArticle';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  h2 { margin: 0; }
  > p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

export interface InsightSectionProps {
  title: string;
  emptyText: string;
  insights: readonly InsightView[];
  timeZone: string;
  onOpenTrade: (trade: TradeRow) => void;
}

/** One of the page's three sections (pattern recognition, risk alerts, recommendations). */
export function InsightSection({ title, emptyText, insights, timeZone, onOpenTrade }: InsightSectionProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {insights.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        insights.map((insight) => <InsightArticle key={insight.id} insight={insight} timeZone={timeZone} onOpenTrade={onOpenTrade} />)
      )}
    </Section>
  );
}
