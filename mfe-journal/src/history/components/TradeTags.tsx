import styled from 'styled-components';
import { Badge } from '@tj/design-system';
import type { TradeRow } from '../../trades/utils/tradeRow';

const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 2px;
  white-space: normal;
`;

/** A trade's tags, a mistake in the destructive tone. */
export function TradeTags({ trade }: { trade: Pick<TradeRow, 'tags'> }) {
  return (
    <Tags>
      {trade.tags.map((tag) => (
        <Badge key={tag.id} variant={tag.kind === 'MISTAKE' ? 'destructive' : 'outline'}>
          {tag.name}
        </Badge>
      ))}
    </Tags>
  );
}
