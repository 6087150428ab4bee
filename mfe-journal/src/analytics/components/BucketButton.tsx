import styled from 'styled-components';
import { LinkButton } from '@tj/design-system';
import { type BucketRef, tradesText } from '../utils/format';

const Button = styled(LinkButton)`
  min-height: 24px;
  text-align: left;
`;

/** A bucket's name that opens its trades; a bucket without trades is plain text. */
export function BucketButton({ bucket, onOpen }: { bucket: BucketRef; onOpen: (bucket: BucketRef) => void }) {
  if (bucket.tradeCount === 0) return <>{bucket.label}</>;
  return (
    <Button type="button" aria-label={`${bucket.label}: show its ${tradesText(bucket.tradeCount)}`} onClick={() => onOpen(bucket)}>
      {bucket.label}
    </Button>
  );
}
