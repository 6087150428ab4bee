import { ComingSoon } from '@tj/design-system';

export default function PlaybookPage() {
  return <ComingSoon title="Play Book" />;
}
