import { useId } from 'react';
import styled from 'styled-components';
import { Card, formatDateTime } from '@tj/design-system';
import type { TradeRow } from '../../trades/utils/tradeRow';
import type { InsightView } from '../utils/insightModel';
import { ConfidenceNote } from './ConfidenceNote';
import { EvidenceTable } from './EvidenceTable';
import { InsightTradesPanel } from './InsightTradesPanel';

const Article = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSize.lg}; }
  p { margin: 0; }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface InsightArticleProps {
  insight: InsightView;
  timeZone: string;
  onOpenTrade: (trade: TradeRow) => void;
}

/** One finding: its text, evidence, sample size, confidence with its meaning, when it was found, and its trades. */
export function InsightArticle({ insight, timeZone, onOpenTrade }: InsightArticleProps) {
  const titleId = useId();
  const sample = `${insight.sampleSize.toLocaleString('en-US')} trade${insight.sampleSize === 1 ? '' : 's'}`;
  return (
    <Article as="article" aria-labelledby={titleId}>
      <h3 id={titleId}>{insight.title}</h3>
      <Meta>
        Sample size {sample} · Found <time dateTime={insight.createdAt}>{formatDateTime(insight.createdAt, { timeZone })}</time>
      </Meta>
      <p>{insight.text}</p>
      <ConfidenceNote insight={insight} />
      <EvidenceTable insight={insight} />
      <InsightTradesPanel insight={insight} timeZone={timeZone} onOpen={onOpenTrade} />
    </Article>
  );
}
