import styled from 'styled-components';
import { type BucketRef, tradesText } from '../utils/format';

const Button = styled.button`
  min-height: 24px;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
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
