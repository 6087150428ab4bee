import { ComingSoon } from '@tj/design-system';

export default function HistoryPage() {
  return <ComingSoon title="Trade History" />;
}
