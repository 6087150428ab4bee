import styled from 'styled-components';
import { Dialog, LoadingStatus } from '@tj/design-system';
import type { BreakdownBucketQuery } from '../../__generated__/graphql';
import { TradeTable } from '../../trades/components/TradeTable';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { BUCKET_TRADES_FAILED } from '../constants/texts';
import { tradesText } from '../utils/format';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p { margin: 0; }
  .error { color: ${({ theme }) => theme.color.destructive}; }
`;

export interface BucketTradesDialogProps {
  title: string | null;
  bucket: BreakdownBucketQuery['breakdownBucket'] | undefined;
  loading: boolean;
  failed: boolean;
  timeZone: string;
  onClose: () => void;
  onOpenTrade: (trade: TradeRow) => void;
}

/** The trades behind a bucket, newest first; each opens the trade dialog. */
export function BucketTradesDialog({ title, bucket, loading, failed, timeZone, onClose, onOpenTrade }: BucketTradesDialogProps) {
  const listed = bucket?.trades.length ?? 0;
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && onClose()} title={title ?? ''}>
      <Body>
        {loading && (
          <LoadingStatus label="Loading the trades" blocks={[120]} />
        )}
        {failed && (
          <p className="error" role="alert">
            {BUCKET_TRADES_FAILED}
          </p>
        )}
        {bucket && (
          <>
            <p>{listed < bucket.tradeCount ? `${tradesText(bucket.tradeCount)}; the newest ${listed} are listed here.` : `${tradesText(bucket.tradeCount)}, newest first.`}</p>
            {listed > 0 && <TradeTable caption={`The trades of ${bucket.label}`} captionHidden trades={bucket.trades} timeZone={timeZone} onOpen={onOpenTrade} />}
          </>
        )}
      </Body>
    </Dialog>
  );
}
